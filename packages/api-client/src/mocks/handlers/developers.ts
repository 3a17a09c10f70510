import type { HttpHandler } from 'msw';
import { mockRoute } from '../http/mock-route';
import type { MockStore } from '../store/types';

export function developerHandlers(store: MockStore): HttpHandler[] {
  return [
    /** The account's API credentials; the console masks the secret key until revealed. */
    mockRoute(store, 'getDeveloperAccount', ({ scope }) => scope.integrations.developer),
  ];
}
