import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SsoCallbackPage } from '../../features/sign-in/sso-callback-page';

// The router parses query values as JSON (`?code=123` arrives as a number): take every value back as text.
const text = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String))),
  undefined,
);

const searchSchema = z.object({ code: text, state: text, error_description: text });

export const Route = createFileRoute('/sso/callback')({
  validateSearch: searchSchema,
  component: CallbackRoute,
});

function CallbackRoute() {
  return <SsoCallbackPage params={Route.useSearch()} />;
}
