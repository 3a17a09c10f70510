import { describe, expect, it } from 'vitest';
import { fillPath } from '../../client/endpoint';
import type { EndpointName } from '../../endpoints';
import { endpoints } from '../../endpoints';
import { PERMISSIONS } from '../../permissions';
import { createMockStore } from '../store/create-mock-store';
import { TEST_ORIGIN, setupMockApi } from '../test-support';
import { createHandlers } from '.';

setupMockApi();

describe('createHandlers', () => {
  it('has one handler per call of both tables, on any origin, behind the permission gate of each signed-in call', () => {
    const headers = createHandlers(createMockStore()).map((handler) => handler.info.header);
    const header = (op: { method: string; path: string }) => `${op.method} */api${op.path}`;
    const gated = (Object.keys(endpoints) as EndpointName[]).filter((name) => PERMISSIONS[name] !== 'public');
    expect(headers.slice(0, gated.length)).toEqual(gated.map((name) => header(endpoints[name])));
    expect(headers.slice(gated.length).sort()).toEqual(Object.values(endpoints).map(header).sort());
  });

  it('answers every call (bad bodies with 400, never unhandled)', async () => {
    for (const [name, op] of Object.entries(endpoints)) {
      const path = fillPath(op.path, {
        app: 'passkeys',
        id: 'x',
        accountId: 'x',
        provider: 'google',
        version: '1',
      });
      const body = op.method === 'GET' ? undefined : '{}';
      const response = await fetch(`${TEST_ORIGIN}/api${path}`, { method: op.method, body });
      expect(response.status, name).toBeLessThan(500);
    }
  });

  it('fails loudly on a request no handler knows', async () => {
    await expect(fetch(`${TEST_ORIGIN}/api/unknown-call`)).rejects.toThrow();
    await expect(fetch(`${TEST_ORIGIN}/api/admins`, { method: 'PATCH' })).rejects.toThrow();
  });
});
