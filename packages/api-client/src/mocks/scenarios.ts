import type { HttpHandler } from 'msw';
import { delay } from 'msw';
import type { Endpoint } from '../client/endpoint';
import type { EndpointName } from '../endpoints';
import { endpoints } from '../endpoints';
import { EMPTY_ANSWERS } from './empty-answers';
import type { ScenarioErrorCode } from './error-statuses';
import { ERROR_MESSAGES, ERROR_STATUSES } from '../rules/errors';
import type { AnswerOf } from './http/respond';
import { answer, apiError } from './http/respond';
import { route } from './http/route';

/** Every call by operation name, e.g. `ops.listAdmins` (the api-client's endpoint registry). */
export const ops = endpoints;

const names = new Map<Endpoint, string>(Object.entries(endpoints).map(([name, op]) => [op, name]));

let held = 0;

/**
 * How many calls never() has held so far: a test that waits for the page's calls to end (the story screenshots) waits
 * for every call but these.
 */
export function heldCallCount(): number {
  return held;
}

export interface Scenario<E extends Endpoint> {
  /** Waits `ms`, then lets the default handlers answer. */
  delay: (ms: number) => HttpHandler;
  /** Never answers: the loading state. */
  never: () => HttpHandler;
  /** The call's empty state (see EMPTY_ANSWERS); throws for calls that have none. */
  empty: () => HttpHandler;
  /** A 4xx `{ statusCode, error, message }` with the code's status and message from the shared catalogue. */
  error: (code: ScenarioErrorCode, options?: { status?: number; message?: string }) => HttpHandler;
  /** 500 with a server error body; the client throws `unexpected response status: 500`. */
  serverError: () => HttpHandler;
  /** A given answer, checked against the call's response schema when the handler is made. */
  reply: (data: AnswerOf<E>) => HttpHandler;
}

/**
 * Handlers to put ahead of the defaults (`server.use(...)`, `worker.use(...)` or a story's
 * `parameters.msw`): `scenario(ops.listAdmins).never()`.
 */
export function scenario<E extends Endpoint>(op: E): Scenario<E> {
  const name = names.get(op) ?? `${op.method} ${op.path}`;
  return {
    delay: (ms) =>
      route(op, async () => {
        await delay(ms);
      }),
    never: () =>
      route(op, () => {
        held += 1;
        return new Promise<never>(() => undefined);
      }),
    empty: () => {
      const empty = EMPTY_ANSWERS[name as EndpointName];
      if (!empty) throw new Error(`scenario(ops.${name}).empty(): this call has no empty answer`);
      return route(op, empty);
    },
    error: (code, { status = ERROR_STATUSES[code], message = ERROR_MESSAGES[code] } = {}) =>
      route(op, () => apiError(status, code, message)),
    serverError: () =>
      route(op, () => apiError(500, 'INTERNAL_SERVER_ERROR', ERROR_MESSAGES.INTERNAL_SERVER_ERROR)),
    reply: (data) => {
      if (!op.response) throw new Error(`scenario(ops.${name}).reply(): this call has no answer schema`);
      op.response.parse(data);
      return route(op, () => answer(op, data));
    },
  };
}
