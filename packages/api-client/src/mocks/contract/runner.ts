import { endpoints } from '../../endpoints';
import { tokenIdentity } from './callers';
import type { ContractCaller, ContractGroup, ContractStep } from './types';
import { GENERATED, isWorldStep } from './types';

/** One back end the table runs against: the mocks over a fresh store, or the server on a fresh database. */
export interface ContractBackend {
  request(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; rawBody?: string; form?: FormData },
  ): Promise<{ status: number; headers: Headers; text: string }>;
  /** A new token for the caller; undefined for `none`. */
  token(caller: ContractCaller): Promise<string | undefined>;
  /** The customer publishes the TXT record that proves the demo account's SSO domain. */
  publishSsoRecord(): Promise<void>;
  /** The token of the link in the last invitation e-mail sent. */
  lastInvitationToken(): Promise<string>;
}

/** What a step's answer is compared on: its status and whatever of body, text and headers the step expects. */
export interface ContractOutcome {
  status: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string | null>;
}

export interface ContractResult {
  step: ContractStep;
  expected: ContractOutcome;
  actual: ContractOutcome;
}

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Replaces the value at each dotted place (`*` for every element or key) with what `replace` makes of it. */
function replaceAt(value: unknown, path: readonly string[], replace: (found: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  if (value === null || typeof value !== 'object') return value;
  const [key = '', ...rest] = path;
  if (Array.isArray(value)) {
    return (value as unknown[]).map((item, index) =>
      key === '*' || key === String(index) ? replaceAt(item, rest, replace) : item,
    );
  }
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      key === '*' || key === name ? replaceAt(item, rest, replace) : item,
    ]),
  );
}

/** The body with tokens replaced by the identity they carry and made-up values (in either) by GENERATED. */
export function normalise(step: Pick<ContractStep, 'generated' | 'tokens'>, body: unknown): unknown {
  let result = body;
  for (const place of step.tokens ?? []) result = replaceAt(result, place.split('.'), tokenIdentity);
  for (const place of step.generated ?? []) result = replaceAt(result, place.split('.'), () => GENERATED);
  return result;
}

function fill<T>(value: T, saved: Record<string, unknown>): T {
  if (typeof value === 'string') {
    const whole = /^\{(\w+)\}$/.exec(value);
    if (whole?.[1] !== undefined && whole[1] in saved) return saved[whole[1]] as T;
    return value.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in saved ? encodeURIComponent(String(saved[name])) : match,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fill(item, saved)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, saved)])) as T;
  return value;
}

/**
 * A refusal's field errors (`errors[]`, apps.md §0) are compared where the step expects them; a step written before
 * they existed, whose body has no `errors`, compares the rest of the refusal.
 */
function withoutUnexpectedErrors(expected: ContractStep['expect'], answer: unknown): unknown {
  const wanted = expected.body;
  if (expected.view || answer === null || typeof answer !== 'object' || !('errors' in answer)) return answer;
  if (wanted !== null && typeof wanted === 'object' && 'errors' in wanted) return answer;
  const { errors: _errors, ...rest } = answer as Record<string, unknown>;
  return rest;
}

/** The step's view of an answer; an answer the view cannot read is kept whole, so the difference shows it. */
function view(expected: ContractStep['expect'], answer: unknown): unknown {
  if (!expected.view) return withoutUnexpectedErrors(expected, answer);
  try {
    return expected.view(answer);
  } catch {
    return { unreadable: answer };
  }
}

/** Runs a group's steps in order against one back end; each step's actual outcome beside its expected one. */
export async function runContractGroup(
  group: ContractGroup,
  backend: ContractBackend,
): Promise<ContractResult[]> {
  const saved: Record<string, unknown> = {};
  const results: ContractResult[] = [];
  // A caller keeps one token through the group, so signing out ends it for the steps after.
  const tokens = new Map<string, Promise<string | undefined>>();
  const tokenOf = (caller: ContractCaller) => {
    if (typeof caller === 'object' && 'saved' in caller)
      return Promise.resolve(saved[caller.saved] as string);
    const key = JSON.stringify(caller);
    if (!tokens.has(key)) tokens.set(key, backend.token(caller));
    return tokens.get(key);
  };
  for (const step of group.steps) {
    if (isWorldStep(step)) {
      if (step.world === 'publish-sso-record') await backend.publishSsoRecord();
      else saved[step.save] = await backend.lastInvitationToken();
      continue;
    }
    const response = await backend.request(endpoints[step.call].method, `/api${fill(step.path, saved)}`, {
      token: await tokenOf(step.as),
      body: fill(step.body, saved),
      rawBody: step.rawBody,
      form: step.form?.(),
    });
    let json: unknown;
    try {
      json = response.text ? (JSON.parse(response.text) as unknown) : undefined;
    } catch {
      json = undefined;
    }
    for (const [name, place] of Object.entries(step.save ?? {})) saved[name] = at(json, place);
    const { expect: expected } = step;
    const actual: ContractOutcome = { status: response.status };
    if ('body' in expected) actual.body = view(expected, normalise(step, json));
    if (expected.text !== undefined) actual.text = view(expected, response.text) as string;
    if (expected.headers)
      actual.headers = Object.fromEntries(
        Object.keys(expected.headers).map((name) => [name, response.headers.get(name)]),
      );
    const { view: _view, ...outcome } = expected;
    results.push({ step, expected: outcome, actual });
  }
  return results;
}
