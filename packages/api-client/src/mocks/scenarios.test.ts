import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAdmins } from '../admins/list-admins';
import { exportAuditLog } from '../audit-log/export-audit-log';
import { getAuditLogPage } from '../audit-log/get-audit-log-page';
import { getUsage } from '../billing/get-usage';
import { ApiError } from '../client/api-error';
import { fillPath, successStatus } from '../client/endpoint';
import type { EndpointName } from '../endpoints';
import { getBootstrap } from '../session/get-bootstrap';
import { EMPTY_ANSWERS } from './empty-answers';
import type { ScenarioErrorCode } from './error-statuses';
import { ERROR_MESSAGES, ERROR_STATUSES } from './error-statuses';
import { heldCallCount, ops, scenario } from './scenarios';
import { TEST_ORIGIN, setupMockApi } from './test-support';

const api = setupMockApi();

afterEach(() => {
  vi.useRealTimers();
});

describe('scenario', () => {
  it('delay(ms) holds the answer for ms, then the store answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    api.server.use(scenario(ops.listAdmins).delay(1000));
    let settled = false;
    const call = listAdmins(api.client).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toHaveLength(3);
  });

  it('never() never answers (loading), while other calls do; it counts what it holds; the call can be aborted', async () => {
    api.server.use(scenario(ops.listAdmins).never());
    const heldBefore = heldCallCount();
    const controller = new AbortController();
    let settled = false;
    const call = listAdmins(api.client, { signal: controller.signal }).finally(() => (settled = true));
    await getUsage(api.client, { app: 'passkeys' });
    await getAuditLogPage(api.client);
    expect(settled).toBe(false);
    expect(heldCallCount()).toBe(heldBefore + 1);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('empty() answers every call with an empty state, valid for its schema', async () => {
    for (const name of Object.keys(EMPTY_ANSWERS) as EndpointName[]) {
      const op = ops[name];
      api.server.use(scenario(op).empty());
      const path = fillPath(op.path, { app: 'passkeys', id: 'x' });
      const response = await fetch(`${TEST_ORIGIN}/api${path}`, { method: op.method });
      expect(response.status, name).toBe(successStatus(op.method));
      if ('response' in op) expect(op.response.safeParse(await response.json()).success, name).toBe(true);
    }
    expect(await listAdmins(api.client)).toEqual([]);
    expect(await getAuditLogPage(api.client)).toEqual({ entries: [], total: 0, lastKey: null });
    expect((await exportAuditLog(api.client)).csv).toBe('Date,Admin,Description,Event,App\r\n');
    expect((await getBootstrap(api.client)).account.hasOnboarded).toBe(false);
  });

  it('empty() throws for a call without an empty state', () => {
    expect(() => scenario(ops.startGhostMode).empty()).toThrow('scenario(ops.startGhostMode).empty()');
  });

  it('error(code) answers each catalogue code with its status and { statusCode, error, message }', async () => {
    const codes = Object.keys(ERROR_MESSAGES).filter((code) => code !== 'INTERNAL_SERVER_ERROR');
    for (const code of codes as ScenarioErrorCode[]) {
      const status = ERROR_STATUSES[code];
      api.server.use(scenario(ops.getBootstrap).error(code));
      const error = await getBootstrap(api.client).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status,
        code,
        body: { statusCode: status, error: code, message: ERROR_MESSAGES[code] },
      });
    }
    expect(ERROR_STATUSES).toMatchObject({
      JWT_EXPIRED: 401,
      DNS_INVALID: 400,
      SSO_NOT_CONFIGURED: 404,
      ADMIN_NOT_FOUND: 403,
      ACCOUNT_EXISTS: 409,
    });
    api.server.use(scenario(ops.updateDomain).error('DNS_INVALID', { status: 422, message: 'custom' }));
    const response = await fetch(`${TEST_ORIGIN}/api/branding/domain`, { method: 'PUT', body: '{}' });
    expect([response.status, await response.json()]).toEqual([
      422,
      { statusCode: 422, error: 'DNS_INVALID', message: 'custom' },
    ]);
  });

  it('serverError() answers 500', async () => {
    api.server.use(scenario(ops.listAdmins).serverError());
    await expect(listAdmins(api.client)).rejects.toMatchObject({
      message: 'unexpected response status: 500',
      status: 500,
      body: undefined,
    });
  });

  it('reply(data) answers the given data, checked against the schema', async () => {
    const usage = {
      status: 'free-trial' as const,
      credits: 499,
      freeTier: 500,
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
      sessionsThisPeriod: 12,
    };
    api.server.use(scenario(ops.getUsage).reply(usage));
    expect(await getUsage(api.client, { app: 'e-form' })).toEqual(usage);
    // @ts-expect-error credits must be a number
    expect(() => scenario(ops.getUsage).reply({ ...usage, credits: 'x' })).toThrow();
  });
});
