import type { HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { withCaller } from '../http/caller';
import { answer } from '../http/respond';
import { route } from '../http/route';
import type { MockStore } from '../store/types';

export function developerHandlers(store: MockStore): HttpHandler[] {
  return [
    route(
      endpoints.getDeveloperAccount,
      withCaller(store, () => answer(endpoints.getDeveloperAccount, store.integrations.developer)),
    ),
  ];
}
