import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Session } from '@console/api-client';
import {
  OAUTH_STATE_INVALID,
  OAUTH_STATE_INVALID_MESSAGE,
  ZOOM_LINK_REQUIRED,
  ZOOM_LINK_REQUIRED_MESSAGE,
} from '@console/api-client';
import type { AccountRow, AdminRow, Queryable } from '../db/schema';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { OutboundError } from '../outbound/outbound';
import { acceptInvitation, activeAdminByEmail, bindIdentity, boundAdmin, sessionToken } from './sign-in';
import { UNVERIFIED_EMAIL_MESSAGE } from './sign-in';
import { hashBinding, OAUTH_STATE_TTL_MS } from './social-oauth';
import { decryptZoomContext } from './zoom-context';

/**
 * Linking a Zoom user to an admin (issue 15). The Zoom app context names only the Zoom user (uid), so the first
 * time, the console runs Zoom's in-client OAuth: POST /api/zoom/authorize (state and PKCE verifier kept here), the
 * Zoom client's `authorize` and `onAuthorized`, then POST /api/zoom/link with the code. The server redeems the code
 * and reads GET /v2/users/me. Rules:
 * - the Zoom user from /users/me must be the context's uid, and Zoom must have verified its e-mail (`verified: 1`);
 * - the console account that installed the app is the one whose admin first linked from that Zoom account
 *   (accounts.zoom_account_id, set at that first link). A Zoom user links only to an active admin, or a pending
 *   invitation (accepted then, with its role), of that console account; anyone else is ACCOUNT_EXISTS;
 * - from a Zoom account no console account has yet, the e-mail's admin or invitation names the console account,
 *   which is then the Zoom account's; a console account already linked to another Zoom account is refused
 *   (ACCOUNT_EXISTS), and an unknown e-mail is ADMIN_NOT_FOUND. Both show the 'not yet authorized' card.
 * Afterwards POST /api/zoom/context finds the link (admin_identities, provider 'zoom') and answers token and role.
 */

const ZOOM = 'zoom';

const zoomUserSchema = z.looseObject({
  id: z.string().min(1),
  email: z.string().includes('@'),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  account_id: z.string().min(1),
  verified: z.number().optional(),
});
type ZoomUser = z.infer<typeof zoomUserSchema>;

const tokenAnswerSchema = z.looseObject({ access_token: z.string().min(1) });

/** The Zoom user the encrypted app context names (401 when it is forged or expired). */
export function zoomUserId(deps: AppDeps, context: string): string {
  const secret = deps.config.zoomClientSecret;
  if (!secret) throw new HttpError('NOT_CONFIGURED', 'Zoom sign-in is not configured on this server');
  const decrypted = decryptZoomContext(context, secret);
  if (!decrypted) throw new HttpError('UNAUTHENTICATED', 'The Zoom app context is not valid');
  if (decrypted.exp !== undefined && decrypted.exp < deps.clock.now().getTime()) {
    throw new HttpError('UNAUTHENTICATED', 'The Zoom app context has expired');
  }
  return decrypted.uid;
}

const sessionOf = async (deps: AppDeps, admin: AdminRow): Promise<Session> => ({
  token: await sessionToken(deps, admin),
  role: admin.role,
});

/** POST /api/zoom/context: a linked Zoom user's session; ZOOM_LINK_REQUIRED (409) before the first link. */
export async function zoomSession(deps: AppDeps, context: string): Promise<Session> {
  const uid = zoomUserId(deps, context);
  const admin = await boundAdmin(deps.db, ZOOM, uid);
  if (!admin) throw new HttpError(ZOOM_LINK_REQUIRED, ZOOM_LINK_REQUIRED_MESSAGE);
  return sessionOf(deps, admin);
}

function zoomClient(deps: AppDeps) {
  const { clientId } = deps.config.zoom;
  const clientSecret = deps.config.zoomClientSecret;
  if (!clientId || !clientSecret) {
    throw new HttpError('NOT_CONFIGURED', 'Zoom sign-in is not configured on this server');
  }
  return { clientId, clientSecret };
}

/**
 * POST /api/zoom/authorize: a state and a PKCE verifier, kept once for 10 minutes and bound to the context's Zoom
 * user. Zoom's in-client `authorize` takes a plain challenge (Zoom Apps documentation), so the challenge is the
 * verifier; the state row still makes the code usable once, by this Zoom user, through this server.
 */
export async function startZoomLink(deps: AppDeps, context: string) {
  const uid = zoomUserId(deps, context);
  zoomClient(deps);
  const { db, clock } = deps;
  const state = randomBytes(24).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  await db.deleteFrom('oauth_states').where('expires_at', '<', clock.now()).execute();
  await db
    .insertInto('oauth_states')
    .values({
      state,
      provider: ZOOM,
      intent: 'link',
      browser_hash: hashBinding(uid),
      code_verifier: codeVerifier,
      nonce: '',
      expires_at: new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS),
    })
    .execute();
  return { codeChallenge: codeVerifier, state };
}

async function zoomRequest(
  deps: AppDeps,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) {
  try {
    return await deps.outbound.request({ url, ...init });
  } catch (error) {
    if (error instanceof OutboundError) {
      throw new HttpError('UNAUTHENTICATED', `Zoom could not be reached: ${error.message}`);
    }
    throw error;
  }
}

/** Redeems the code at Zoom's token endpoint (Basic client authentication, PKCE) and reads GET /v2/users/me. */
async function zoomUserOf(deps: AppDeps, code: string, codeVerifier: string): Promise<ZoomUser> {
  const { clientId, clientSecret } = zoomClient(deps);
  const { oauthBase, apiBase, redirectUri } = deps.config.zoom;
  const tokenAnswer = await zoomRequest(deps, `${oauthBase.replace(/\/$/, '')}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
    }).toString(),
  });
  const tokens =
    tokenAnswer.status === 200 ? tokenAnswerSchema.safeParse(safeJson(tokenAnswer.body)) : undefined;
  if (!tokens?.success) throw new HttpError('UNAUTHENTICATED', 'Zoom did not accept the authorization code');
  const meAnswer = await zoomRequest(deps, `${apiBase.replace(/\/$/, '')}/v2/users/me`, {
    method: 'GET',
    headers: { authorization: `Bearer ${tokens.data.access_token}`, accept: 'application/json' },
  });
  const me = meAnswer.status === 200 ? zoomUserSchema.safeParse(safeJson(meAnswer.body)) : undefined;
  if (!me?.success) throw new HttpError('UNAUTHENTICATED', 'Zoom did not say who the user is');
  return me.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const notAuthorized = () => new HttpError('ACCOUNT_EXISTS');

/** The admin the Zoom user's verified e-mail names, in the console account its Zoom account belongs to. */
async function adminForZoomUser(deps: AppDeps, tx: Queryable, user: ZoomUser): Promise<AdminRow> {
  const now = deps.clock.now();
  const identity = {
    email: user.email.toLowerCase(),
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
  };
  const installed: AccountRow | undefined = await tx
    .selectFrom('accounts')
    .selectAll()
    .where('zoom_account_id', '=', user.account_id)
    .executeTakeFirst();
  if (installed) {
    const admin = await activeAdminByEmail(tx, identity.email);
    if (admin?.account_id === installed.id) return admin;
    if (admin) throw notAuthorized();
    const invited = await acceptInvitation(tx, now, identity, installed.id);
    if (!invited) throw notAuthorized();
    return invited;
  }
  const admin = (await activeAdminByEmail(tx, identity.email)) ?? (await acceptInvitation(tx, now, identity));
  if (!admin) throw new HttpError('ADMIN_NOT_FOUND');
  // The first link from this Zoom account makes it the console account's; one linked to another Zoom account stays so.
  const claimed = await tx
    .updateTable('accounts')
    .set({ zoom_account_id: user.account_id })
    .where('id', '=', admin.account_id)
    .where('zoom_account_id', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) throw notAuthorized();
  return admin;
}

/** POST /api/zoom/link: checks the state, redeems the code, links the Zoom user (see the rules above). */
export async function finishZoomLink(
  deps: AppDeps,
  params: { context: string; code: string; state: string },
): Promise<Session> {
  const uid = zoomUserId(deps, params.context);
  const started = await deps.db
    .deleteFrom('oauth_states')
    .where('state', '=', params.state)
    .returningAll()
    .executeTakeFirst();
  if (
    !started ||
    started.provider !== ZOOM ||
    started.expires_at <= deps.clock.now() ||
    started.browser_hash !== hashBinding(uid)
  ) {
    throw new HttpError(OAUTH_STATE_INVALID, OAUTH_STATE_INVALID_MESSAGE);
  }
  const user = await zoomUserOf(deps, params.code, started.code_verifier);
  if (user.id !== uid) throw new HttpError('UNAUTHENTICATED', 'Zoom authorized a different Zoom user');
  if (user.verified !== 1) throw new HttpError('UNAUTHENTICATED', UNVERIFIED_EMAIL_MESSAGE);
  const admin = await deps.db.transaction().execute(async (tx) => {
    const bound = await boundAdmin(tx, ZOOM, uid);
    if (bound) return bound;
    const admin = await adminForZoomUser(deps, tx, user);
    await bindIdentity(tx, ZOOM, uid, admin.id);
    return admin;
  });
  return sessionOf(deps, admin);
}
