import type { HttpHandler } from 'msw';
import type { EndpointName } from '../../endpoints';
import { endpoints } from '../../endpoints';
import type { Access } from '../../permissions';
import { AUTH_ERRORS, isAllowed, PERMISSIONS, principalsOf } from '../../permissions';
import type { MockStore } from '../store/types';
import { resolveCaller } from './caller';
import { apiError } from './respond';
import { route } from './route';

/**
 * One handler per call, ahead of the store's handlers, that refuses as the server does, in its order: no or a bad
 * session 401, a principal the permission table (PERMISSIONS, the server's own) does not list 403. An allowed call
 * falls through (the resolver returns nothing) to the call's handler. Scenarios a story prepends come first.
 */
export function permissionGate(store: MockStore): HttpHandler[] {
  return (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
    const access: Access = PERMISSIONS[name];
    if (access === 'public') return [];
    return [
      route(endpoints[name], ({ request }) => {
        const caller = resolveCaller(store, request);
        if (caller instanceof Response) return caller;
        const principals = principalsOf({
          role: caller.admin.role,
          isRoot: caller.admin.isRoot,
          ghost: caller.claims.ghost,
        });
        if (isAllowed(access, principals)) return undefined;
        const { status, code, message } = AUTH_ERRORS.forbidden;
        return apiError(status, code, message);
      }),
    ];
  });
}
