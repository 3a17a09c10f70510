import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@console/api-client';
import { endpoints } from '@console/api-client';
import type { z } from 'zod';
import type { Access } from '../auth/permissions';
import { PERMISSIONS } from '../auth/permissions';
import { fingerprint } from '../test/fingerprint';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { VALID_BODIES } from '../test/valid-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const WRITES = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].method === 'POST' || endpoints[name].method === 'PUT',
);

/** Every path to a value inside a body, e.g. ['twilio', 'phoneNumber'] or ['headers', 0, 'key']. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return [prefix, ...value.flatMap((item, index) => leafPaths(item, [...prefix, index]))];
  if (typeof value === 'object' && value !== null) {
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]))];
  }
  return [prefix];
}

/** A copy of `body` with the value at `path` replaced (or removed when `replacement` is undefined). */
function mutate(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(body)) {
    const copy: unknown[] = [...(body as unknown[])];
    const next = mutate(copy[Number(head)], rest, replacement);
    if (next === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = next;
    return copy;
  }
  const entries = Object.entries(body as Record<string, unknown>);
  const next = mutate((body as Record<string, unknown>)[head], rest, replacement);
  return Object.fromEntries(
    entries
      .filter(([key]) => key !== String(head) || next !== undefined)
      .map(([key, value]) => [key, key === String(head) ? next : value]),
  );
}

function badBodies(name: EndpointName, sample: Record<string, unknown>) {
  const schema = (endpoints[name] as { body?: z.ZodType }).body;
  const isBad = (value: unknown) =>
    schema
      ? !schema.safeParse(value).success
      : !(
          value == null ||
          (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
        );
  const paths = leafPaths(sample);
  const mutated = fc
    .tuple(fc.constantFrom(...paths), fc.option(fc.jsonValue(), { nil: undefined }))
    .map(([path, replacement]) => mutate(sample, path, replacement));
  return fc
    .oneof(mutated, fc.jsonValue())
    .filter(isBad)
    .map((body) => ({ body: JSON.stringify(body) }));
}

/** Text that is not JSON at all. */
// Not JSON, and not blank: a blank body is no body, which calls without a body schema accept.
const notJson = fc.string({ minLength: 1 }).filter((text) => {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
});

describe('bad bodies (property-based): every POST and PUT answers 4xx and stores nothing', () => {
  it('has a valid sample for each of them', () => {
    expect(Object.keys(VALID_BODIES).sort()).toEqual([...WRITES].sort());
  });

  it.each(WRITES)('%s', async (name) => {
    const { path, body: sample } = VALID_BODIES[name] ?? { path: '', body: {} };
    const access: Access = PERMISSIONS[name];
    const token = access === 'public' ? undefined : access.includes('owner') ? t.tokens.owner : t.tokens.root;
    const before = await fingerprint(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badBodies(name, sample),
          notJson.map((text) => ({ body: text })),
        ),
        async ({ body }) => {
          const res = await t.request(endpoints[name].method, path, {
            token,
            rawBody: body,
            headers: { 'content-type': 'application/json' },
          });
          expect(res.status).toBe(400);
          expect(res.json).toMatchObject({ statusCode: 400, error: 'VALIDATION_FAILED' });
        },
      ),
      { numRuns: 25 },
    );
    expect(await fingerprint(t.db)).toEqual(before);
  });
});
