import { randomBytes } from 'node:crypto';
import {
  ADYEN_CURRENCIES,
  PAYMENT_PROVIDER_LABELS,
  refuseOtherProvider,
  STRIPE_CONNECT_STATE_TTL_MS,
  stripeAuthorizeUrl,
  stripeStateInvalid,
} from '@console/api-client';
import { auditEvents } from '@console/api-client/rules';
import { bindBrowser, isSameBrowser } from '../auth/browser-binding';
import type { Session } from '../auth/session';
import { hashBinding } from '../auth/social-oauth';
import { recordAudit } from '../audit/record-audit';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { Insertable } from 'kysely';
import type { PaymentProvidersTable, Queryable } from '../db/schema';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { checkAdyen } from '../payment-provider/adyen';
import { loadPaymentProvider, toConnected, toConnection } from '../payment-provider/provider-queries';
import { connectStripeAccount, deauthorizeStripe } from '../payment-provider/stripe';
import type { AppDeps } from '../deps';

/** The server's Stripe Connect platform credentials, or 400 PAYMENT_PROVIDER_UNAVAILABLE saying what to set. */
function stripePlatform(deps: AppDeps) {
  if (!deps.config.stripe) throw new HttpError('PAYMENT_PROVIDER_UNAVAILABLE');
  return deps.config.stripe;
}

/** The account's current provider, locked for the change that follows. */
async function lockCurrent(tx: Queryable, accountId: string) {
  const row = await tx
    .selectFrom('payment_providers')
    .select('provider')
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  return row?.provider;
}

/** Stores the connection (the secret sealed) in place of the same provider's, and audits it. */
async function storeConnection(
  tx: Queryable,
  session: Session,
  now: Date,
  values: Omit<Insertable<PaymentProvidersTable>, 'account_id' | 'connected_at' | 'connected_by'>,
) {
  const row = { ...values, connected_at: now, connected_by: session.adminId };
  const stored = await tx
    .insertInto('payment_providers')
    .values({ account_id: session.accountId, ...row })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(
    tx,
    now,
    session.accountId,
    session,
    auditEvents.paymentProviderConnected(PAYMENT_PROVIDER_LABELS[stored.provider]),
  );
  return toConnected(stored);
}

/**
 * Payments › Settings › Card Payment Provider (apps.md §3.5): one provider per account. Stripe connects through
 * Stripe Connect's OAuth with a one-time state (as SSO's, routes/sso.ts: stored server-side, short-lived, taken
 * once, bound to the account, the admin who started it and their browser); Adyen with an API key tested at Adyen first. The secret
 * (Stripe's access token, Adyen's key) is sealed at rest and never answered. Every provider call goes through the
 * outbound guard.
 */
export const paymentProviderRoutes = [
  route('getPaymentProvider', async ({ session, deps: { db } }) => {
    const row = await loadPaymentProvider(db, session.accountId);
    return row ? toConnection(row) : {};
  }),

  route('connectStripe', async ({ c, session, deps }) => {
    const { db, clock, config } = deps;
    refuseOtherProvider(await lockCurrent(db, session.accountId), 'stripe');
    const platform = stripePlatform(deps);
    const state = randomBytes(24).toString('base64url');
    const now = clock.now();
    await db.deleteFrom('payment_provider_states').where('expires_at', '<', now).execute();
    await db
      .insertInto('payment_provider_states')
      .values({
        state,
        account_id: session.accountId,
        admin_id: session.adminId,
        browser_hash: hashBinding(bindBrowser(c, deps)),
        expires_at: new Date(now.getTime() + STRIPE_CONNECT_STATE_TTL_MS),
      })
      .execute();
    return { url: stripeAuthorizeUrl(platform.clientId, state, config.publicUrl) };
  }),

  /**
   * The state is taken once (a replay finds nothing) and must be unexpired and started by this admin of this
   * account in this browser (a code and state sent in a link connect nothing); then the code is exchanged at Stripe
   * and the connected account stored.
   */
  route('completeStripeCallback', async ({ c, session, body, deps }) => {
    const { db, clock, outbound, secrets } = deps;
    const started = await db
      .deleteFrom('payment_provider_states')
      .where('state', '=', body.state)
      .returningAll()
      .executeTakeFirst();
    if (
      !started ||
      started.expires_at <= clock.now() ||
      started.account_id !== session.accountId ||
      started.admin_id !== session.adminId ||
      !isSameBrowser(c, started.browser_hash)
    ) {
      throw stripeStateInvalid();
    }
    const platform = stripePlatform(deps);
    const connection = await connectStripeAccount(outbound, platform.secretKey, body.code);
    return db.transaction().execute(async (tx) => {
      refuseOtherProvider(await lockCurrent(tx, session.accountId), 'stripe');
      return storeConnection(tx, session, clock.now(), {
        provider: 'stripe',
        account_ref: connection.accountId,
        account_name: connection.accountName,
        livemode: connection.livemode,
        environment: null,
        currencies: JSON.stringify(connection.currencies),
        secret: secrets.seal(connection.accessToken, SECRET_PLACES.paymentProviderSecret(session.accountId)),
      });
    });
  }),

  route('testPaymentProvider', async ({ body, deps: { outbound } }) => {
    const check = await checkAdyen(outbound, body.adyen);
    return check.wasSuccessful ? { wasSuccessful: true } : check;
  }),

  /** Tested first: a key Adyen refuses is 422 PAYMENT_PROVIDER_FAILED with Adyen's words, and nothing is stored. */
  route('savePaymentProvider', async ({ session, body, deps: { db, clock, outbound, secrets } }) => {
    refuseOtherProvider(await lockCurrent(db, session.accountId), 'adyen');
    const check = await checkAdyen(outbound, body.adyen);
    if (!check.wasSuccessful) throw new HttpError('PAYMENT_PROVIDER_FAILED', check.message);
    return db.transaction().execute(async (tx) => {
      refuseOtherProvider(await lockCurrent(tx, session.accountId), 'adyen');
      return storeConnection(tx, session, clock.now(), {
        provider: 'adyen',
        account_ref: body.adyen.merchantAccount,
        account_name: check.companyName ?? body.adyen.merchantAccount,
        livemode: body.adyen.environment === 'live',
        environment: body.adyen.environment,
        currencies: JSON.stringify(ADYEN_CURRENCIES),
        secret: secrets.seal(body.adyen.apiKey, SECRET_PLACES.paymentProviderSecret(session.accountId)),
      });
    });
  }),

  /** Stripe is deauthorised at Stripe before the connection is forgotten; nothing connected is an empty 200. */
  route('disconnectPaymentProvider', async ({ session, deps }) => {
    const { db, clock, outbound } = deps;
    const current = await db
      .selectFrom('payment_providers')
      .select(['provider', 'account_ref'])
      .where('account_id', '=', session.accountId)
      .executeTakeFirst();
    if (!current) return;
    if (current.provider === 'stripe') {
      await deauthorizeStripe(outbound, stripePlatform(deps), current.account_ref);
    }
    await db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('payment_providers')
        .where('account_id', '=', session.accountId)
        .where('provider', '=', current.provider)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) return;
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.paymentProviderDisconnected(PAYMENT_PROVIDER_LABELS[current.provider]),
      );
    });
  }),
];
