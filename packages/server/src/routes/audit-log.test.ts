import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_LOG_CSV_COLUMNS,
  AUDIT_LOG_PAGE_SIZE,
  getAuditLogPageResponseSchema,
} from '@console/api-client';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { auditCount } from '../test/audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('GET /api/audit-log', () => {
  it('pages 25 entries newest first with x-count and x-last-key until the last page', async () => {
    const total = await auditCount(t.db);
    const seen: string[] = [];
    let lastKey: string | null = null;
    let pages = 0;
    do {
      const query: string = lastKey ? `?lastKey=${lastKey}` : '';
      const res = await t.request('GET', `/api/audit-log${query}`, { token: t.tokens.admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-count')).toBe(String(total));
      const entries = getAuditLogPageResponseSchema.parse(res.json);
      expect(entries.length).toBeLessThanOrEqual(AUDIT_LOG_PAGE_SIZE);
      seen.push(...entries.map((entry) => entry.timestamp));
      lastKey = res.headers.get('x-last-key');
      pages += 1;
    } while (lastKey);
    expect(seen).toHaveLength(total);
    expect(pages).toBe(Math.ceil(total / AUDIT_LOG_PAGE_SIZE));
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('shows entries the provider made without an admin', async () => {
    const res = await t.request('GET', '/api/audit-log', { token: t.tokens.owner });
    const entries = getAuditLogPageResponseSchema.parse(res.json);
    expect(entries.some((entry) => entry.admin === null)).toBe(true);
  });

  it('refuses a cursor it never gave', async () => {
    const res = await t.request('GET', '/api/audit-log?lastKey=drop%20table', { token: t.tokens.owner });
    expect(res).toMatchObject({ status: 400, json: { error: 'VALIDATION_FAILED' } });
  });
});

describe('GET /api/audit-log/export', () => {
  it('answers every entry as CSV with dates in the given time zone', async () => {
    await t.db
      .insertInto('audit_log')
      .values({
        id: 'aud_tz',
        account_id: 'acc_demo0001',
        at: new Date('2026-11-21T09:30:00Z'),
        admin_id: null,
        admin_first_name: 'Ann',
        admin_last_name: 'Lee',
        operator_id: null,
        namespace: 'passkeys',
        description: '=HYPERLINK("x"), "quoted"',
        event: 'test.event',
      })
      .execute();
    const res = await t.request('GET', '/api/audit-log/export?timezone=Asia%2FTokyo', {
      token: t.tokens.owner,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_LOG_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength((await auditCount(t.db)) + 1);
    expect(lines[1]).toBe(
      '2026-11-21 18:30:00,Ann Lee,"\'=HYPERLINK(""x""), ""quoted""",test.event,Passkeys',
    );
    const utc = await t.request('GET', '/api/audit-log/export?timezone=UTC', { token: t.tokens.owner });
    expect(utc.text.split('\r\n')[1]).toMatch(/^2026-11-21 09:30:00,/);
  });

  it('refuses an unknown time zone', async () => {
    const res = await t.request('GET', '/api/audit-log/export?timezone=Mars%2FOlympus', {
      token: t.tokens.owner,
    });
    expect(res.status).toBe(400);
  });
});
