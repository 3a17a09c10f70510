import { WEBHOOK_TIMEOUT_MS, WEBHOOK_TOLERANCE_SECONDS } from '@console/api-client';
import { Card } from '@console/ui';
import { css } from '../../../styled-system/css';

const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  listStyle: 'disc',
  pl: '5',
  textStyle: 'body.md',
  color: 'fg.default',
});
const code = css({ fontFamily: 'mono', textStyle: 'body.sm', bg: 'bg.subtle', px: '1', borderRadius: 'sm' });
const lead = css({ textStyle: 'body.sm', color: 'fg.muted', mt: '1' });

/**
 * How a receiver checks a webhook (apps.md §2.7), after Stripe and Svix: the two headers, the HMAC over the
 * timestamp and the raw body, the 300-second tolerance, de-duplication by event id, and the 15-second 2xx rule.
 */
export function VerifyingHelp() {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Verifying webhooks</Card.Title>
        <p className={lead}>Check every request before you act on it.</p>
      </Card.Header>
      <Card.Body>
        <ul className={list}>
          <li>
            Each request carries the headers{' '}
            <code className={code}>
              X-Signature: t={'{unix}'},v1={'{hex}'}
            </code>{' '}
            and <code className={code}>X-Event-Id</code>.
          </li>
          <li>
            <code className={code}>v1</code> is HMAC-SHA256 with your signing secret over{' '}
            <code className={code}>{'{t}.{raw body}'}</code>. While a secret rotates, the header carries two{' '}
            <code className={code}>v1</code> values: accept the request when either matches.
          </li>
          <li>
            Reject a request whose <code className={code}>t</code> is more than {WEBHOOK_TOLERANCE_SECONDS}{' '}
            seconds from your clock.
          </li>
          <li>
            Events can arrive more than once: de-duplicate on <code className={code}>X-Event-Id</code>.
          </li>
          <li>
            Only a 2xx answer within {WEBHOOK_TIMEOUT_MS / 1000} seconds counts as delivered. Failed
            deliveries are retried at once, then after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10
            hours and 10 hours; after 5 days of failures the endpoint is auto-disabled and the owner is
            e-mailed.
          </li>
        </ul>
      </Card.Body>
    </Card.Root>
  );
}
