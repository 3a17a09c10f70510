import type { z } from 'zod';
import { ApiError } from './api-error';
import type { CallOptions, HttpMethod } from './endpoint';
import { successStatus } from './endpoint';
import { apiErrorBodySchema } from './error-codes';
import type { QueryParams } from './query-string';
import { toQueryString } from './query-string';
import { parseResponse, ResponseValidationError } from './response-error';

/** All paths are prefixed with /api (spec 000 §7). */
export const API_PREFIX = '/api';

export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ClientOptions {
  /** Origin (or path) the /api prefix is appended to; '' means same origin. */
  readonly baseUrl?: string;
  /** Returns the session token; without one no Authorization header is sent. */
  readonly getToken?: TokenGetter;
  /** IANA time zone sent as X-TimeZone; defaults to the browser's. */
  readonly timeZone?: string;
  /** Defaults to the global fetch, looked up on every call (so test interceptors apply). */
  readonly fetch?: typeof fetch;
  /** The client's clock (file names with dates); injectable for tests. */
  readonly now?: () => Date;
}

export interface RequestSpec extends CallOptions {
  readonly method: HttpMethod;
  /** Path under /api, parameters already filled. */
  readonly path: string;
  readonly query?: QueryParams;
  readonly body?: unknown;
}

export interface ApiClient {
  readonly timeZone: string;
  now(): Date;
  /** Sends the request and returns the answer once its status is the expected one. */
  request(spec: RequestSpec): Promise<Response>;
  /** Sends the request and parses the JSON answer with `schema`. */
  json<S extends z.ZodType>(schema: S, spec: RequestSpec): Promise<z.output<S>>;
  /** Sends the request and ignores the answer's body (calls whose answer the spec does not show). */
  send(spec: RequestSpec): Promise<void>;
}

/** `GET /api/admins`: how errors name a call. */
export function callLabel(spec: Pick<RequestSpec, 'method' | 'path'>): string {
  return `${spec.method} ${API_PREFIX}${spec.path}`;
}

/** The answer's JSON; a body that is not JSON is a ResponseValidationError naming the call. */
export async function readJson(
  response: Response,
  spec: Pick<RequestSpec, 'method' | 'path'>,
): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new ResponseValidationError(callLabel(spec), [
      { code: 'custom', message: 'body is not JSON', path: [], input: undefined },
    ]);
  }
}

async function errorBody(response: Response) {
  try {
    const result = apiErrorBodySchema.safeParse(await response.json());
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export function createClient(options: ClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = options.now ?? (() => new Date());

  async function request(spec: RequestSpec): Promise<Response> {
    const headers = new Headers({ 'X-TimeZone': timeZone });
    const token = await options.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const hasBody = spec.method !== 'GET' && spec.body !== undefined;
    // A FormData body (the document upload) sets its own multipart Content-Type with the boundary.
    const isForm = spec.body instanceof FormData;
    if (hasBody && !isForm) headers.set('Content-Type', 'application/json');
    const query = spec.method === 'GET' ? toQueryString(spec.query) : '';
    const doFetch = options.fetch ?? globalThis.fetch;
    const response = await doFetch(`${baseUrl}${API_PREFIX}${spec.path}${query}`, {
      method: spec.method,
      headers,
      body: hasBody ? (isForm ? spec.body : JSON.stringify(spec.body)) : undefined,
      signal: spec.signal,
    });
    if (response.status !== successStatus(spec.method)) {
      const isClientError = response.status >= 400 && response.status < 500;
      throw new ApiError(response.status, isClientError ? await errorBody(response) : undefined);
    }
    return response;
  }

  return {
    timeZone,
    now,
    request,
    async json(schema, spec) {
      const response = await request(spec);
      return parseResponse(schema, await readJson(response, spec), callLabel(spec));
    },
    async send(spec) {
      const response = await request(spec);
      await response.text();
    },
  };
}
