import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import type { HttpMethod } from '../../client/endpoint';
import { successStatus } from '../../client/endpoint';
import type { EndpointName } from '../../endpoints';
import { endpoints } from '../../endpoints';
import { PERMISSIONS } from '../../permissions';
import { readQueryParams } from '../../client/paged';
import { invalid, invalidIssues, Refusal, REFUSALS } from '../../rules/errors';
import { accountState } from '../store/accounts';
import type { MockAccountState, MockStore } from '../store/types';
import type { Caller } from './caller';
import { resolveCaller } from './caller';
import { refuse } from './respond';
import { route } from './route';

type Endpoints = typeof endpoints;
type Schema<N extends EndpointName, K extends string> =
  Endpoints[N] extends Record<K, infer S extends z.ZodType> ? S : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Signed<N extends EndpointName> = (typeof PERMISSIONS)[N] extends 'public' ? false : true;

export interface MockCall<N extends EndpointName> {
  request: Request;
  params: Record<string, string>;
  body: Parsed<Schema<N, 'body'>>;
  query: Parsed<Schema<N, 'query'>>;
  caller: Signed<N> extends true ? Caller : undefined;
  /** The state of the account the call acts in (the caller's; a ghost's is the ghosted account). */
  scope: Signed<N> extends true ? MockAccountState : undefined;
  /** Headers the answer carries (x-count), as Hono's `c.header`. */
  headers: Headers;
}

/** What a handler answers: the call's response (checked and shaped by its schema, as the server does) or a Response. */
export type MockHandler<N extends EndpointName> = (
  call: MockCall<N>,
) => Schema<N, 'response'> extends z.ZodType
  ? z.input<Schema<N, 'response'>> | Response | Promise<z.input<Schema<N, 'response'>> | Response>
  : unknown;

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid(REFUSALS.notJson);
  }
}

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw invalidIssues(result.error.issues);
  return result.data;
}

const pathParams = (params: Record<string, string | readonly string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  );

/**
 * One call of the tables over the store, in the server's order (packages/server/src/http/route.ts): the caller of a
 * signed-in call (401; the permission gate ahead answers 403), the body as JSON (a call without a body schema takes
 * none), the body and query against the call's schemas (400), the handler, and its answer shaped by the response
 * schema with 201 for POST and 200 otherwise. A Refusal thrown anywhere is answered as the server answers it.
 */
export function mockRoute<N extends EndpointName>(
  store: MockStore,
  name: N,
  handler: MockHandler<N>,
): HttpHandler {
  const endpoint: {
    method: HttpMethod;
    path: `/${string}`;
    query?: z.ZodType;
    body?: z.ZodType;
    response?: z.ZodType;
    multipart?: true;
  } = endpoints[name];
  const signed = PERMISSIONS[name] !== 'public';
  return route(endpoint, async ({ request, params }) => {
    try {
      let caller: Caller | undefined;
      let scope: MockAccountState | undefined;
      if (signed) {
        caller = resolveCaller(store, request);
        scope = accountState(store, caller.accountId);
      }
      // A multipart body (the document upload) is the handler's to read.
      const json = endpoint.multipart ? undefined : await readJson(request.clone());
      const empty =
        json === undefined || json === null || (isPlainObject(json) && Object.keys(json).length === 0);
      if (!endpoint.body && !empty) throw invalid(REFUSALS.noBody);
      const body = parse(endpoint.body, json);
      const query = parse(endpoint.query, readQueryParams(new URL(request.url).searchParams));
      const headers = new Headers();
      const call = {
        request,
        params: pathParams(params),
        body,
        query,
        caller,
        scope,
        headers,
      } as MockCall<N>;
      const result = await Promise.resolve(handler(call));
      if (result instanceof Response) return result;
      const status = successStatus(endpoint.method);
      if (!endpoint.response) return new Response(null, { status, headers });
      return Response.json(endpoint.response.parse(result), { status, headers });
    } catch (error) {
      if (error instanceof Refusal) return refuse(error);
      throw error;
    }
  });
}
