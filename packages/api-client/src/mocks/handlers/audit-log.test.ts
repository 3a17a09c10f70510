import { describe, expect, it } from 'vitest';
import { exportAuditLog } from '../../audit-log/export-audit-log';
import { getAuditLogPage } from '../../audit-log/get-audit-log-page';
import { createInvitation } from '../../invitations/create-invitation';
import { TEST_ORIGIN, setupMockApi } from '../test-support';

const api = setupMockApi();

describe('audit log', () => {
  it('pages by lastKey through all 200 entries: 25 a page, x-count the total, no cursor at the end', async () => {
    const seen: string[] = [];
    const cursors: (string | null)[] = [];
    let lastKey: string | null = null;
    do {
      const page = await getAuditLogPage(api.client, { lastKey });
      expect(page.total).toBe(200);
      expect(page.entries).toHaveLength(25);
      seen.push(...page.entries.map((entry) => entry.id));
      lastKey = page.lastKey;
      cursors.push(lastKey);
      if (lastKey) expect(lastKey).toBe(page.entries.at(-1)?.id);
    } while (lastKey);
    expect(cursors).toHaveLength(8);
    expect(cursors.at(-1)).toBeNull();
    expect(seen).toEqual(api.store.auditLog.map((entry) => entry.id));
  });

  it('omits x-last-key on the last page', async () => {
    const cursor = api.store.auditLog[174]?.id ?? '';
    const response = await fetch(`${TEST_ORIGIN}/api/audit-log?lastKey=${cursor}`);
    expect(response.headers.get('x-count')).toBe('200');
    expect(response.headers.has('x-last-key')).toBe(false);
    expect(await response.json()).toHaveLength(25);
  });

  it('puts a change first and counts it', async () => {
    await createInvitation(api.client, { email: 'audit@example.com' });
    const page = await getAuditLogPage(api.client);
    expect(page.total).toBe(201);
    expect(page.entries[0]).toMatchObject({
      event: 'admin.invited',
      description: 'Invited audit@example.com',
    });
  });

  it('refuses an unknown cursor', async () => {
    await expect(getAuditLogPage(api.client, { lastKey: 'nope' })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('exports CSV text dated in the caller time zone, from the cursor on', async () => {
    const response = await fetch(`${TEST_ORIGIN}/api/audit-log/export?timezone=Asia/Tokyo`);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const { csv, fileName } = await exportAuditLog(api.client);
    expect(fileName).toBe('audit-log-2026-11-21.csv');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(201);
    expect(lines[0]).toBe('Date,Admin,Description,Event,App');
    const newest = api.store.auditLog[0];
    const london = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    expect(lines[1]?.startsWith(london.format(new Date(newest?.timestamp ?? '')))).toBe(true);
    expect(csv).toContain(',Provider,');
    const rest = await exportAuditLog(api.client, { lastKey: api.store.auditLog[189]?.id });
    expect(rest.csv.trimEnd().split('\r\n')).toHaveLength(11);
  });

  it('refuses an export without a valid time zone', async () => {
    expect((await fetch(`${TEST_ORIGIN}/api/audit-log/export`)).status).toBe(400);
    expect((await fetch(`${TEST_ORIGIN}/api/audit-log/export?timezone=Mars/Base`)).status).toBe(400);
  });
});
