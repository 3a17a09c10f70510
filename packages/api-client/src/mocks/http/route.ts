import type { HttpHandler, HttpResponseResolver } from 'msw';
import { http } from 'msw';
import { API_PREFIX } from '../../client/create-client';
import type { Endpoint } from '../../client/endpoint';

/** Matches the call on any origin: `*\/api/admins/:id/role`. */
export function apiPath(endpoint: Pick<Endpoint, 'path'>): string {
  return `*${API_PREFIX}${endpoint.path}`;
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** An MSW handler for one call of the tables, on the call's own method and path. */
export function route(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  resolver: HttpResponseResolver,
): HttpHandler {
  return methods[endpoint.method](apiPath(endpoint), resolver);
}
