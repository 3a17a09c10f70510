import { randomBytes } from 'node:crypto';
import { startHttpsFake } from './https-fake';

/** The fields of Zoom's GET /v2/users/me the server reads (`verified` is 1 when Zoom verified the e-mail). */
export interface ZoomUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  account_id: string;
  verified: number;
}

/**
 * A local Zoom speaking its OAuth token endpoint (POST /oauth/token: authorization_code grant, client Basic
 * authentication, PKCE) and GET /v2/users/me. `issueCode` stands for the Zoom client's in-client consent: a code for
 * `user`, bound to the plain challenge the app passed to `zoomSdk.authorize`; each code is redeemed once.
 */
export async function startZoomFake({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const codes = new Map<string, { user: ZoomUser; challenge: string }>();
  const users = new Map<string, ZoomUser>();
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const fake = await startHttpsFake((request) => {
    if (request.method === 'POST' && request.url === '/oauth/token') {
      const form = new URLSearchParams(request.body);
      const issued = codes.get(form.get('code') ?? '');
      if (request.headers.authorization !== basic) return { status: 401, body: { error: 'invalid_client' } };
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !form.get('redirect_uri') ||
        !issued ||
        form.get('code_verifier') !== issued.challenge
      ) {
        return { status: 400, body: { error: 'invalid_grant', reason: 'Invalid authorization code' } };
      }
      codes.delete(form.get('code') ?? '');
      const accessToken = randomBytes(16).toString('hex');
      users.set(accessToken, issued.user);
      return {
        body: { access_token: accessToken, token_type: 'bearer', expires_in: 3599, scope: 'user:read' },
      };
    }
    if (request.method === 'GET' && request.url === '/v2/users/me') {
      const user = users.get(String(request.headers.authorization).replace(/^Bearer /, ''));
      return user ? { body: { ...user, type: 1, status: 'active' } } : { status: 401, body: { code: 124 } };
    }
    return { status: 404, body: {} };
  });
  return {
    ...fake,
    users,
    issueCode(user: ZoomUser, challenge: string) {
      const code = randomBytes(12).toString('base64url');
      codes.set(code, { user, challenge });
      return code;
    },
  };
}
export type ZoomFake = Awaited<ReturnType<typeof startZoomFake>>;
