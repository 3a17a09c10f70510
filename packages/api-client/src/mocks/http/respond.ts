import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../../client/endpoint';
import { successStatus } from '../../client/endpoint';
import type { Refusal } from '../../rules/errors';

/** The answer an endpoint's schema describes, with its success status (201 for POST, 200 otherwise). */
export type AnswerOf<E extends Endpoint> = E extends { response: infer S extends z.ZodType }
  ? z.input<S>
  : never;

export function answer<E extends Endpoint>(
  endpoint: E,
  data: AnswerOf<E>,
  init: ResponseInit = {},
): Response {
  return Response.json(data, { ...init, status: successStatus(endpoint.method) });
}

/** Success without a body, for calls whose answer the spec does not show. */
export function emptyAnswer(endpoint: Endpoint): Response {
  return new HttpResponse(null, { status: successStatus(endpoint.method) });
}

/** A 4xx/5xx as the server sends it: `{ statusCode, error, message }` (spec 000 §7). */
export function apiError(statusCode: number, error: string, message: string): Response {
  return HttpResponse.json({ statusCode, error, message }, { status: statusCode });
}

/** A refusal of the shared rules, answered as the server answers it. */
export function refuse(refusal: Refusal): Response {
  return HttpResponse.json(refusal.body, { status: refusal.status, headers: refusal.headers });
}
