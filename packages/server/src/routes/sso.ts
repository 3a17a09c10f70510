import * as client from 'openid-client';
import type { SsoConfigs, SsoProvider } from '@console/api-client';
import { OAUTH_STATE_INVALID, OAUTH_STATE_INVALID_MESSAGE, SSO_PROVIDERS } from '@console/api-client';
import { auditEvents, ssoParts } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import { bindBrowser, isSameBrowser } from '../auth/browser-binding';
import { discover, redeemCode } from '../auth/oidc';
import { signInWithSso } from '../auth/sign-in';
import { hashBinding } from '../auth/social-oauth';
import {
  claimSsoDomain,
  provenSsoConfig,
  refuseDomainOfAnotherAccount,
  releaseSsoDomains,
} from '../auth/sso-domain';
import type { Queryable } from '../db/schema';
import { conflict, HttpError, REFUSALS } from '../http/errors';
import { SECRET_PLACES } from '../crypto/secret-places';
import { route } from '../http/route';

/** A started SSO sign-in is good for 10 minutes (not shown in the spec). */
const SSO_STATE_TTL_MS = 10 * 60_000;
/** The console's SSO callback route (spec 001 §2), which posts code and state back. */
const CALLBACK_PATH = '/sso/callback';

/**
 * The issuer to discover: Azure and OIDC give it (their discovery URL, an issuer or a full
 * .well-known URL); Okta's is the tenant's org (tenant `acme` is https://acme.okta.com, a tenant
 * with a dot is taken as the host).
 */
export function issuerOf(provider: SsoProvider, config: Record<string, unknown>): string {
  if (provider !== 'okta') return String(config.discoveryUrl);
  const tenant = String(config.tenant)
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '');
  return `https://${tenant.includes('.') ? tenant : `${tenant}.okta.com`}`;
}

async function loadConfigs(db: Queryable, accountId: string): Promise<SsoConfigs> {
  const row = await db
    .selectFrom('sso_configs')
    .select(['provider', 'config'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Object.fromEntries(
    SSO_PROVIDERS.map((provider) => [provider, row?.provider === provider ? row.config : null]),
  ) as SsoConfigs;
}

export const ssoRoutes = [
  route('getSso', async ({ session, deps: { db } }) => loadConfigs(db, session.accountId)),

  /**
   * One provider at a time (spec 001 §4). Never a public mail domain (the body's schema), never a
   * domain another account has proven; the domain signs in only once proven (routes/sso-domain.ts).
   */
  route('saveSso', async ({ session, body, deps: { db, clock, secrets } }) => {
    const { config, clientSecret, domain } = ssoParts(body);
    await db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('sso_configs')
        .select('provider')
        .where('account_id', '=', session.accountId)
        .forUpdate()
        .executeTakeFirst();
      if (current && current.provider !== body.provider) throw conflict(REFUSALS.oneSsoProvider);
      await refuseDomainOfAnotherAccount(tx, session.accountId, domain);
      const values = {
        provider: body.provider,
        domain,
        config: JSON.stringify(config),
        client_secret: secrets.seal(clientSecret, SECRET_PLACES.ssoClientSecret(session.accountId)),
      };
      await tx
        .insertInto('sso_configs')
        .values({ account_id: session.accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
      // The domain needs its proof before anyone signs in with it (see auth/sso-domain.ts).
      await claimSsoDomain(tx, session.accountId, domain);
      await releaseSsoDomains(tx, session.accountId, domain);
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.ssoConfigured(body.provider),
      );
    });
  }),

  route('removeSso', async ({ session, body, deps: { db, clock } }) => {
    await db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('sso_configs')
        .where('account_id', '=', session.accountId)
        .where('provider', '=', body.provider)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) return;
      await releaseSsoDomains(tx, session.accountId);
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.ssoDisconnected(body.provider),
      );
    });
  }),

  /** The provider's authorize URL for the e-mail's proven domain, with state, nonce and PKCE, bound to this browser. */
  route('authorizeSso', async ({ c, body, deps }) => {
    const { db, config, clock, outbound } = deps;
    const domain = body.email.slice(body.email.lastIndexOf('@') + 1).toLowerCase();
    const sso = await provenSsoConfig(db, { domain });
    if (!sso) throw new HttpError('SSO_NOT_CONFIGURED');
    const configuration = await discover(outbound, {
      issuer: issuerOf(sso.provider, sso.config),
      clientId: String(sso.config.clientId),
      clientSecret: deps.secrets.open(sso.client_secret, SECRET_PLACES.ssoClientSecret(sso.account_id)),
    });
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await db.deleteFrom('sso_states').where('expires_at', '<', clock.now()).execute();
    await db
      .insertInto('sso_states')
      .values({
        state,
        account_id: sso.account_id,
        browser_hash: hashBinding(bindBrowser(c, deps)),
        code_verifier: codeVerifier,
        nonce,
        expires_at: new Date(clock.now().getTime() + SSO_STATE_TTL_MS),
      })
      .execute();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: new URL(CALLBACK_PATH, config.publicUrl).toString(),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      login_hint: body.email,
    });
    return { url: url.toString() };
  }),

  /**
   * Finishes the sign-in the authorize call started: the state is taken once (a replay finds nothing), must be
   * unexpired and come from the browser that started it (400 OAUTH_STATE_INVALID otherwise, as Google's).
   */
  route('completeSsoCallback', async ({ c, body, deps }) => {
    const { db, config, clock, outbound } = deps;
    const started = await db
      .deleteFrom('sso_states')
      .where('state', '=', body.state)
      .returningAll()
      .executeTakeFirst();
    if (!started || started.expires_at <= clock.now() || !isSameBrowser(c, started.browser_hash)) {
      throw new HttpError(OAUTH_STATE_INVALID, OAUTH_STATE_INVALID_MESSAGE);
    }
    const sso = await provenSsoConfig(db, { accountId: started.account_id });
    if (!sso) throw new HttpError('SSO_NOT_CONFIGURED');
    const configuration = await discover(outbound, {
      issuer: issuerOf(sso.provider, sso.config),
      clientId: String(sso.config.clientId),
      clientSecret: deps.secrets.open(sso.client_secret, SECRET_PLACES.ssoClientSecret(sso.account_id)),
    });
    const identity = await redeemCode(
      configuration,
      new URL(CALLBACK_PATH, config.publicUrl).toString(),
      { code: body.code, state: body.state },
      { expectedState: body.state, expectedNonce: started.nonce, pkceCodeVerifier: started.code_verifier },
    );
    if (!identity.email) throw new HttpError('ADMIN_NOT_FOUND');
    const group = (name: string) => {
      const id = sso.config[name];
      return typeof id === 'string' && id ? id : undefined;
    };
    const target = {
      accountId: sso.account_id,
      domain: sso.domain,
      adminGroupId: group('adminGroupId'),
      agentGroupId: group('agentGroupId'),
    };
    return { token: await signInWithSso(deps, target, { ...identity, email: identity.email }) };
  }),
];
