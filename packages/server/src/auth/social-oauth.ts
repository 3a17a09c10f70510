import { createHash, randomBytes } from 'node:crypto';
import type { OAuthIntent, OAuthProvider } from '@console/api-client';
import {
  GOOGLE_STATE_PREFIX,
  OAUTH_SCOPE,
  OAUTH_STATE_INVALID,
  OAUTH_STATE_INVALID_MESSAGE,
} from '@console/api-client';
import * as client from 'openid-client';
import type { OAuthIssuerConfig } from '../config';
import type { AdminRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { refusalText } from '@console/api-client/rules';
import { HttpError } from '../http/errors';
import { discover, redeemClaims } from './oidc';
import { signInWithSocial } from './sign-in';
import { socialIdentity } from './social-identity';

/** A started Google or Microsoft sign-in is good for 10 minutes (our choice, as SSO's). */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * The browser-binding cookie: a random value set (HttpOnly, SameSite=Lax, path /api) when a
 * sign-in starts; the state row keeps its hash. The callback must come from the same browser, so
 * a code and state sent in a link cannot sign someone else in (login CSRF).
 */
export const OAUTH_BROWSER_COOKIE = 'console_oauth';

export const hashBinding = (binding: string) => createHash('sha256').update(binding).digest('base64url');
export const newBinding = () => randomBytes(32).toString('base64url');

const LABELS = { google: 'Google', azure: 'Microsoft' } as const;

function issuerOf(deps: AppDeps, provider: OAuthProvider): OAuthIssuerConfig {
  const issuer = provider === 'google' ? deps.config.google : deps.config.microsoft;
  if (!issuer) {
    throw new HttpError('NOT_CONFIGURED', refusalText.signInNotConfigured(LABELS[provider]));
  }
  return issuer;
}

/**
 * The provider's authorize URL: authorization code with PKCE (S256), state and nonce, all kept in
 * oauth_states (one row per start, shared by every server instance) with the intent and the
 * browser binding's hash. Google's state carries the marker /sso/callback routes by.
 */
export async function startSocialSignIn(
  deps: AppDeps,
  provider: OAuthProvider,
  intent: OAuthIntent,
  binding: string,
): Promise<string> {
  const { db, clock, outbound } = deps;
  const issuer = issuerOf(deps, provider);
  const configuration = await discover(outbound, issuer);
  const state = `${provider === 'google' ? GOOGLE_STATE_PREFIX : ''}${client.randomState()}`;
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await db.deleteFrom('oauth_states').where('expires_at', '<', clock.now()).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state,
      provider,
      intent,
      browser_hash: hashBinding(binding),
      code_verifier: codeVerifier,
      nonce,
      expires_at: new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS),
    })
    .execute();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: issuer.redirectUri,
    scope: OAUTH_SCOPE,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(provider === 'google' ? { prompt: 'select_account' } : {}),
  });
  return url.toString();
}

/**
 * Finishes a sign-in startSocialSignIn began: the state is taken once (a replay finds nothing),
 * must be unexpired, of this provider and from the browser that started it; the code is redeemed
 * with the stored PKCE verifier, and the ID token must carry the stored nonce. Answers the admin.
 */
export async function finishSocialSignIn(
  deps: AppDeps,
  provider: OAuthProvider,
  params: { code: string; state: string },
  binding: string | undefined,
): Promise<AdminRow> {
  const { db, clock, outbound } = deps;
  const issuer = issuerOf(deps, provider);
  const started = await db
    .deleteFrom('oauth_states')
    .where('state', '=', params.state)
    .returningAll()
    .executeTakeFirst();
  if (
    !started ||
    started.provider !== provider ||
    started.intent === 'link' ||
    started.expires_at <= clock.now() ||
    !binding ||
    hashBinding(binding) !== started.browser_hash
  ) {
    throw new HttpError(OAUTH_STATE_INVALID, OAUTH_STATE_INVALID_MESSAGE);
  }
  const configuration = await discover(outbound, issuer);
  const claims = await redeemClaims(configuration, issuer.redirectUri, params, {
    expectedState: params.state,
    expectedNonce: started.nonce,
    pkceCodeVerifier: started.code_verifier,
  });
  return signInWithSocial(deps, socialIdentity(provider, claims), started.intent);
}
