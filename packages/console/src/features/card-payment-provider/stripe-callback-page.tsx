import { errorMessage, PAYMENT_PROVIDER_MESSAGES } from '@console/api-client';
import { Button, Card, Spinner } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import type { CallbackSearch } from '../../lib/callback-search';
import {
  BACK_TO_PROVIDER,
  CONNECT_FAILED_TITLE,
  CONNECTING_STRIPE,
  PROVIDER_PAGE_TITLE,
} from './provider-texts';
import { useStripeCallback } from './use-stripe-callback';

const working = css({ display: 'flex', alignItems: 'center', gap: '3' });
const message = css({ textStyle: 'body.lg', color: 'fg.default' });

/**
 * …/settings/card-payment-provider/callback (apps.md §3.5), where Stripe sends the admin back: "Connecting your
 * Stripe account..." while the server exchanges the code; Stripe's `error_description` (or `error`), or the call's
 * refusal, with "Back to card payment provider" (as /sso/callback does).
 */
export function StripeCallbackPage({ search }: { search: CallbackSearch }) {
  const exchange = useStripeCallback(search);
  const missing = search.error === undefined && (search.code === undefined || search.state === undefined);
  const failure =
    search.error_description ??
    search.error ??
    (missing ? PAYMENT_PROVIDER_MESSAGES.stateInvalid : undefined) ??
    (exchange.isError ? errorMessage(exchange.error) : undefined);

  return (
    <div>
      <AppPageHeader title={PROVIDER_PAGE_TITLE} />
      {failure === undefined ? (
        <Card.Root>
          <Card.Body>
            <div className={working}>
              <Spinner label={CONNECTING_STRIPE} />
              <Card.Title>{CONNECTING_STRIPE}</Card.Title>
            </div>
          </Card.Body>
        </Card.Root>
      ) : (
        <Card.Root>
          <Card.Header>
            <Card.Title>{CONNECT_FAILED_TITLE}</Card.Title>
          </Card.Header>
          <Card.Body>
            <p role="alert" className={message}>
              {failure}
            </p>
          </Card.Body>
          <Card.Footer>
            <Button asChild>
              <Link to="/$app/settings/card-payment-provider" params={{ app: 'payments' }}>
                {BACK_TO_PROVIDER}
              </Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      )}
    </div>
  );
}
