import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { EndpointName } from '@console/api-client';
import type { HttpMethod } from '@console/api-client';
import { endpoints, readQueryParams, successStatus, VALIDATION_FAILED } from '@console/api-client';
import type { Access } from '../auth/permissions';
import { isAllowed, PERMISSIONS, principalsOf } from '../auth/permissions';
import type { Session } from '../auth/session';
import { loadSession } from '../auth/session';
import type { AppDeps } from '../deps';
import { invalidIssues } from '@console/api-client/rules';
import type { ServerErrorCode } from './errors';
import { forbidden, HttpError, REFUSALS } from './errors';
import { limitByAccount, limitByAddress } from './public-limits';

type Endpoints = typeof endpoints;
type Schema<N extends EndpointName, K extends string> =
  Endpoints[N] extends Record<K, infer S extends z.ZodType> ? S : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type SessionOf<N extends EndpointName> = (typeof PERMISSIONS)[N] extends 'public' ? undefined : Session;

export interface Call<N extends EndpointName> {
  c: Context;
  body: Parsed<Schema<N, 'body'>>;
  query: Parsed<Schema<N, 'query'>>;
  params: Record<string, string>;
  session: SessionOf<N>;
  deps: AppDeps;
}

/** A handler answers the call's response (checked by its schema) or a ready Response (CSV). */
export type Handler<N extends EndpointName> = (
  call: Call<N>,
) => Schema<N, 'response'> extends z.ZodType
  ? Promise<z.input<Schema<N, 'response'>> | Response>
  : Promise<unknown>;

export interface RouteDefinition {
  name: EndpointName;
  handler: (call: Call<EndpointName>) => Promise<unknown>;
}

/** One row of the call tables: the api-client's endpoint, served by `handler`. */
export function route<N extends EndpointName>(name: N, handler: Handler<N>): RouteDefinition {
  return { name, handler };
}

/** The request's JSON body (undefined when empty); text that is not JSON is a 400 with `code` (/v1 names its own). */
export async function readJson(c: Context, code: ServerErrorCode = VALIDATION_FAILED): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(code, REFUSALS.notJson);
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

/**
 * Serves each route under /api at its endpoint's method and path, in this order: session (401),
 * role (403), body and query against the endpoint's schemas (400), handler, answer against the
 * response schema, 201 for POST and 200 otherwise. A public route (PERMISSIONS) is rate limited
 * per client address first, and per account once its body is read (429, see public-limits.ts).
 */
export function mountRoutes(app: Hono, deps: AppDeps, routes: readonly RouteDefinition[]): void {
  for (const { name, handler } of routes) {
    const endpoint: {
      method: HttpMethod;
      path: string;
      query?: z.ZodType;
      body?: z.ZodType;
      response?: z.ZodType;
      multipart?: true;
    } = endpoints[name];
    const access: Access = PERMISSIONS[name];
    app.on(endpoint.method, `/api${endpoint.path}`, async (c) => {
      let session: Session | undefined;
      if (access === 'public') await limitByAddress(deps, c, name);
      else {
        session = await loadSession(deps.db, deps.tokens, c.req.header('authorization'));
        if (!isAllowed(access, principalsOf(session))) throw forbidden();
      }
      // A multipart body (the document upload) is the handler's to read, under its own body limit.
      const json = endpoint.multipart ? undefined : await readJson(c);
      // A call without a body schema takes no body: anything but nothing, {} or null is refused.
      const empty =
        json === undefined || json === null || (isPlainObject(json) && Object.keys(json).length === 0);
      if (!endpoint.body && !empty) throw new HttpError(VALIDATION_FAILED, REFUSALS.noBody);
      const body = endpoint.body ? parse(endpoint.body, json) : undefined;
      if (access === 'public')
        await limitByAccount(deps, name, { c, body: body as Call<EndpointName>['body'] });
      const query = endpoint.query
        ? parse(endpoint.query, readQueryParams(new URL(c.req.url).searchParams))
        : undefined;
      const params = c.req.param();
      const result = await handler({ c, body, query, params, session, deps } as Call<EndpointName>);
      if (result instanceof Response) return result;
      const status = successStatus(endpoint.method);
      if (!endpoint.response) return c.body(null, status);
      return c.json(endpoint.response.parse(result), status);
    });
  }
}
