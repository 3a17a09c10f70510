import * as client from 'openid-client';
import type { Outbound } from '../outbound/outbound';
import { OutboundError } from '../outbound/outbound';
import { HttpError } from '../http/errors';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The claims a sign-in needs from an ID token. */
export interface IdentityClaims {
  subject: string;
  email: string | undefined;
  firstName: string;
  lastName: string;
  groups: string[];
}

/**
 * openid-client against an issuer, every request through the outbound client (HTTPS only,
 * private addresses refused, timeouts): SSO issuers are typed in by customers.
 */
export async function discover(
  outbound: Outbound,
  settings: OidcClientSettings,
): Promise<client.Configuration> {
  try {
    return await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      {
        [client.customFetch]: (url, options) => outbound.fetch(url, options),
      },
    );
  } catch (error) {
    throw new HttpError('UNAUTHENTICATED', `The identity provider could not be reached: ${reason(error)}`);
  }
}

function reason(error: unknown): string {
  if (error instanceof OutboundError) return error.message;
  return error instanceof Error ? error.message : 'unknown error';
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function identityFrom(claims: client.IDToken): IdentityClaims {
  const name = text(claims.name) ?? '';
  const [first = '', ...rest] = name.split(' ');
  const email = text(claims.email) ?? text(claims.preferred_username);
  return {
    subject: claims.sub,
    email: email?.includes('@') ? email.toLowerCase() : undefined,
    firstName: text(claims.given_name) ?? first,
    lastName: text(claims.family_name) ?? rest.join(' '),
    groups: Array.isArray(claims.groups)
      ? claims.groups.filter((group): group is string => typeof group === 'string')
      : [],
  };
}

/**
 * Redeems an authorization code at the issuer's token endpoint and checks the ID token (issuer,
 * audience, signature by the issuer's JWKS, expiry, nonce, and PKCE when the flow started here).
 */
export async function redeemCode(
  configuration: client.Configuration,
  redirectUri: string,
  params: { code: string; state?: string | undefined },
  checks: client.AuthorizationCodeGrantChecks,
): Promise<IdentityClaims> {
  return identityFrom(await redeemClaims(configuration, redirectUri, params, checks));
}

/** redeemCode's checks, answering the ID token's claims as they are (Google and Microsoft map their own). */
export async function redeemClaims(
  configuration: client.Configuration,
  redirectUri: string,
  params: { code: string; state?: string | undefined },
  checks: client.AuthorizationCodeGrantChecks,
): Promise<client.IDToken> {
  const callback = new URL(redirectUri);
  callback.searchParams.set('code', params.code);
  if (params.state) callback.searchParams.set('state', params.state);
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      ...checks,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return claims;
  } catch (error) {
    throw new HttpError('UNAUTHENTICATED', `The sign-in was refused: ${reason(error)}`);
  }
}
