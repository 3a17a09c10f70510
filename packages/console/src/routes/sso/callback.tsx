import { createFileRoute } from '@tanstack/react-router';
import { SsoCallbackPage } from '../../features/sign-in/sso-callback-page';
import { callbackSearchSchema } from '../../lib/callback-search';

export const Route = createFileRoute('/sso/callback')({
  validateSearch: callbackSearchSchema,
  component: CallbackRoute,
});

function CallbackRoute() {
  return <SsoCallbackPage params={Route.useSearch()} />;
}
