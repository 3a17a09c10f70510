import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../../client/endpoint';
import { successStatus } from '../../client/endpoint';
import { VALIDATION_FAILED } from '../../client/error-codes';

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

/** 400 VALIDATION_FAILED naming each refused field, e.g. `email: Please provide a valid email address`. */
export function validationFailed(issues: readonly z.core.$ZodIssue[]): Response {
  const message = issues
    .map((issue) =>
      issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
  return apiError(400, VALIDATION_FAILED, message);
}

export function notFound(what: string): Response {
  return apiError(404, 'NOT_FOUND', `${what} was not found`);
}

export function forbidden(message: string): Response {
  return apiError(403, 'FORBIDDEN', message);
}

export function conflict(error: string, message: string): Response {
  return apiError(409, error, message);
}
