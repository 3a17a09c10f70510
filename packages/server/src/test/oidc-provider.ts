import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { FakeAnswer } from './https-fake';
import { startHttpsFake } from './https-fake';

/** The ID token's claims about the user: `sub` plus any others (email, email_verified, tid, oid, xms_edov, ...). */
export interface UserClaims {
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
  [claim: string]: unknown;
}

interface Grant {
  claims: UserClaims;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string | undefined;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The authorize page a browser sees: one e-mail field; the query travels on in hidden fields. */
function loginPage(query: URLSearchParams): string {
  const hidden = [...query]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
<main><h1>Test identity provider</h1><form method="post" action="/authorize">${hidden}
<label>E-mail <input type="email" name="login_email" required></label>
<button type="submit">Continue</button></form></main></body></html>`;
}

/**
 * A tiny OpenID provider over HTTPS (jose + node:https): discovery document, JWKS, a token
 * endpoint that checks the client, the code, the redirect URI and PKCE, and answers an RS256 ID
 * token, and an authorize page for real browsers (e2e): an e-mail field whose address signs in
 * with `email_verified: true`. `authorize` plays the user's browser at the authorize page in tests.
 */
export async function startOidcProvider(client: { clientId: string; clientSecret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  let issuer = '';
  const fake = await startHttpsFake(async (request): Promise<FakeAnswer> => {
    const url = new URL(request.url, issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return {
        body: {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        },
      };
    }
    if (url.pathname === '/jwks') return { body: { keys: [jwk] } };
    if (url.pathname === '/authorize' && request.method === 'GET') {
      return { headers: { 'content-type': 'text/html; charset=utf-8' }, body: loginPage(url.searchParams) };
    }
    if (url.pathname === '/authorize' && request.method === 'POST') {
      const form = new URLSearchParams(request.body);
      const email = (form.get('login_email') ?? '').toLowerCase();
      const sub = `user-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
      const code = randomBytes(12).toString('hex');
      const redirectUri = form.get('redirect_uri') ?? '';
      grants.set(code, {
        claims: { sub, email, email_verified: true, name: email.split('@')[0] ?? '' },
        redirectUri,
        nonce: form.get('nonce') ?? undefined,
        challenge: form.get('code_challenge') ?? undefined,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', form.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() }, body: '' };
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(request.body);
      const basic = String(request.headers.authorization ?? '').replace(/^Basic /, '');
      const [basicId, basicSecret] = Buffer.from(basic, 'base64')
        .toString()
        .split(':')
        .map(decodeURIComponent);
      const clientOk =
        (form.get('client_id') === client.clientId && form.get('client_secret') === client.clientSecret) ||
        (basicId === client.clientId && basicSecret === client.clientSecret);
      if (!clientOk) return { status: 401, body: { error: 'invalid_client' } };
      const code = form.get('code') ?? '';
      const grant = grants.get(code);
      grants.delete(code);
      if (!grant || form.get('redirect_uri') !== grant.redirectUri)
        return { status: 400, body: { error: 'invalid_grant' } };
      if (grant.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
          return { status: 400, body: { error: 'invalid_grant', error_description: 'PKCE failed' } };
        }
      }
      const idToken = await new SignJWT({ ...grant.claims, ...(grant.nonce ? { nonce: grant.nonce } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(client.clientId)
        .setSubject(grant.claims.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return {
        body: {
          access_token: randomBytes(8).toString('hex'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
        },
      };
    }
    return { status: 404, body: { error: 'not_found' } };
  });
  issuer = fake.url('').replace(/\/$/, '');
  return {
    issuer,
    requests: fake.requests,
    /** The user signs in at `authorizeUrl`: answers the code and state the browser brings back. */
    authorize(authorizeUrl: string, claims: UserClaims) {
      const url = new URL(authorizeUrl);
      const code = randomBytes(12).toString('hex');
      grants.set(code, {
        claims,
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        nonce: url.searchParams.get('nonce') ?? undefined,
        challenge: url.searchParams.get('code_challenge') ?? undefined,
      });
      return { code, state: url.searchParams.get('state') ?? '', url };
    },
    close: fake.close,
  };
}
export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
