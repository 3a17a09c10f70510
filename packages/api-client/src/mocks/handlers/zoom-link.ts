import type { HttpHandler } from 'msw';
import { Refusal } from '../../rules/errors';
import { sessionToken } from '../http/caller';
import { mockRoute } from '../http/mock-route';
import { findActiveAdmin } from '../store/accounts';
import type { MockAdmin, MockStore } from '../store/types';

const CODE_PREFIX = 'zoom-code.';

/**
 * The mock has no Zoom to redeem a code at: a code made by `mockZoomCode(email)` stands for the Zoom user with that
 * verified e-mail (any other code for the session admin, as every mock sign-in). The mock's demo account is the one
 * that installed the app, so, as on the server, only its active admins link; anyone else is ACCOUNT_EXISTS.
 */
export const mockZoomCode = (email: string) => `${CODE_PREFIX}${email}`;

function adminOfCode(store: MockStore, code: string) {
  if (!code.startsWith(CODE_PREFIX)) return findActiveAdmin(store, store.session.adminId);
  const email = code.slice(CODE_PREFIX.length).toLowerCase();
  return store.admins.find((admin) => admin.archivedAt === null && admin.email.toLowerCase() === email);
}

/** POST /api/zoom/context, /api/zoom/authorize and /api/zoom/link, as the server answers them (auth/zoom-link.ts). */
export function zoomHandlers(store: MockStore): HttpHandler[] {
  const signInAs = (admin: MockAdmin) => {
    store.session.adminId = admin.id;
    return { token: sessionToken(store), role: admin.role };
  };
  return [
    mockRoute(store, 'authenticateZoom', ({ body }) => {
      const adminId = store.zoom.links[body.context];
      const admin = adminId ? findActiveAdmin(store, adminId) : undefined;
      if (!admin) throw new Refusal('ZOOM_LINK_REQUIRED');
      return signInAs(admin);
    }),
    mockRoute(store, 'authorizeZoom', () => {
      store.sequence += 1;
      const state = `zoom-state-${store.sequence}`;
      store.zoom.states.push(state);
      return { codeChallenge: `${state}-`.padEnd(43, 'v'), state };
    }),
    mockRoute(store, 'linkZoom', ({ body }) => {
      const index = store.zoom.states.indexOf(body.state);
      if (index < 0) throw new Refusal('OAUTH_STATE_INVALID');
      store.zoom.states.splice(index, 1);
      const admin = adminOfCode(store, body.code);
      if (!admin) throw new Refusal('ACCOUNT_EXISTS');
      store.zoom.links[body.context] = admin.id;
      return signInAs(admin);
    }),
  ];
}
