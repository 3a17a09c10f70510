import type { HttpHandler } from 'msw';
import type { EndpointName } from '../../endpoints';
import { endpoints } from '../../endpoints';
import type { Access } from '../../permissions';
import { isAllowed, PERMISSIONS, principalsOf } from '../../permissions';
import { forbidden, Refusal } from '../../rules/errors';
import type { MockStore } from '../store/types';
import { resolveCaller } from './caller';
import { refuse } from './respond';
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
        try {
          const { admin, claims } = resolveCaller(store, request);
          const principals = principalsOf({ role: admin.role, isRoot: admin.isRoot, ghost: claims.ghost });
          return isAllowed(access, principals) ? undefined : refuse(forbidden());
        } catch (error) {
          if (error instanceof Refusal) return refuse(error);
          throw error;
        }
      }),
    ];
  });
}
