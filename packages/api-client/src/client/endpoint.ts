import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One row of a call table: method, path under /api (`:name` marks a path parameter, as MSW and
 * Hono write it) and the schemas of its query, body and answer. An absent `response` means the
 * spec does not show the answer: the server sends an empty body and the client ignores any.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  /** The body is multipart/form-data, read by the handler itself (the document upload, apps.md §3.3). */
  readonly multipart?: true;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The status a successful answer has: 201 for POST, 200 otherwise (spec 000 §7). */
export function successStatus(method: HttpMethod): 200 | 201 {
  return method === 'POST' ? 201 : 200;
}

/** Fills `:name` segments with URI-encoded values. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter: ${name}`);
    return encodeURIComponent(value);
  });
}

/** Options every call accepts. */
export interface CallOptions {
  readonly signal?: AbortSignal;
}
