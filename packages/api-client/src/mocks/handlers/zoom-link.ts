import type { HttpHandler } from 'msw';
import { ZOOM_LINK_REQUIRED, ZOOM_LINK_REQUIRED_MESSAGE } from '../../auth/authorize-zoom';
import { OAUTH_STATE_INVALID, OAUTH_STATE_INVALID_MESSAGE } from '../../auth/oauth-redirects';
import { ERROR_CODES } from '../../client/error-codes';
import { ERROR_MESSAGES } from '../error-statuses';
import { endpoints } from '../../endpoints';
import { sessionToken } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, apiError } from '../http/respond';
import { route } from '../http/route';
import { findActiveAdmin } from '../store/demo-account';
import type { MockAdmin, MockStore } from '../store/types';

const CODE_PREFIX = 'zoom-code.';

/**
 * The mock has no Zoom to redeem a code at: a code made by `mockZoomCode(email)` stands for the Zoom user with that
 * verified e-mail (any other code for the session admin, as every mock sign-in). The mock's account is the one that
 * installed the app, so, as on the server, only its active admins link; anyone else is ACCOUNT_EXISTS.
 */
export const mockZoomCode = (email: string) => `${CODE_PREFIX}${email}`;

function adminOfCode(store: MockStore, code: string) {
  if (!code.startsWith(CODE_PREFIX)) return findActiveAdmin(store, store.session.adminId);
  const email = code.slice(CODE_PREFIX.length).toLowerCase();
  return store.admins.find((admin) => admin.archivedAt === null && admin.email.toLowerCase() === email);
}

/** POST /api/zoom/context, /api/zoom/authorize and /api/zoom/link, as the server answers them (auth/zoom-link.ts). */
export function zoomHandlers(store: MockStore): HttpHandler[] {
  const e = endpoints;
  const signInAs = (admin: MockAdmin) => {
    store.session.adminId = admin.id;
    return { token: sessionToken(store), role: admin.role };
  };
  return [
    route(e.authenticateZoom, async ({ request }) => {
      const body = await readBody(request, e.authenticateZoom.body);
      if (!body.ok) return body.response;
      const adminId = store.zoom.links[body.data.context];
      const admin = adminId ? findActiveAdmin(store, adminId) : undefined;
      if (!admin) return apiError(409, ZOOM_LINK_REQUIRED, ZOOM_LINK_REQUIRED_MESSAGE);
      return answer(e.authenticateZoom, signInAs(admin));
    }),
    route(e.authorizeZoom, async ({ request }) => {
      const body = await readBody(request, e.authorizeZoom.body);
      if (!body.ok) return body.response;
      store.sequence += 1;
      const state = `zoom-state-${store.sequence}`;
      store.zoom.states.push(state);
      return answer(e.authorizeZoom, { codeChallenge: `${state}-`.padEnd(43, 'v'), state });
    }),
    route(e.linkZoom, async ({ request }) => {
      const body = await readBody(request, e.linkZoom.body);
      if (!body.ok) return body.response;
      const index = store.zoom.states.indexOf(body.data.state);
      if (index < 0) return apiError(400, OAUTH_STATE_INVALID, OAUTH_STATE_INVALID_MESSAGE);
      store.zoom.states.splice(index, 1);
      const admin = adminOfCode(store, body.data.code);
      if (!admin) return apiError(409, ERROR_CODES.ACCOUNT_EXISTS, ERROR_MESSAGES.ACCOUNT_EXISTS);
      store.zoom.links[body.data.context] = admin.id;
      return answer(e.linkZoom, signInAs(admin));
    }),
  ];
}
