import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { startHttpsFake } from './https-fake';

export interface UserClaims {
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

interface Grant {
  claims: UserClaims;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string | undefined;
}

/**
 * A tiny OpenID provider over HTTPS (jose + node:https): discovery document, JWKS and a token
 * endpoint that checks the client, the code, the redirect URI and PKCE, and answers an RS256 ID
 * token. `authorize` plays the user's browser at the authorize page.
 */
export async function startOidcProvider(client: { clientId: string; clientSecret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  let issuer = '';
  const fake = await startHttpsFake(async (request) => {
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
    /** A code for a flow the console started (Google, Microsoft): no nonce, no PKCE. */
    issueCode(claims: UserClaims, redirectUri: string) {
      const code = randomBytes(12).toString('hex');
      grants.set(code, { claims, redirectUri, nonce: undefined, challenge: undefined });
      return code;
    },
    close: fake.close,
  };
}
export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
