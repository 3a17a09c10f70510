import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listInvitationsResponseSchema } from '@console/api-client';
import { createTokenService } from './auth/tokens';
import { systemClock } from './clock';
import { openDatabase } from './db/open-database';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from './seed/demo-account';
import { exited, freePort, spawnServer } from './test/spawn-server';

const SECRET = 'crash-test-secret-0123456789-0123456789-0123456789';
let dataDir = '';
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('killing the server during writes', () => {
  it('loses no acknowledged change (PGlite data folder, SIGKILL, restart)', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-server-crash-'));
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: SECRET,
      SEED_TENANTS: '3',
      SEED_DAYS: '30',
      SEED_APP_SESSIONS_PER_DAY: '1',
      HOST: '127.0.0.1',
      DEMO: '1',
      // The demo's session simulator would only add load: the writes under test are the invitations below.
      DEMO_SIMULATOR: '0',
    };
    const token = await createTokenService(SECRET, systemClock).sign({
      acc: DEMO_ACCOUNT_ID,
      sub: DEMO_ADMIN_IDS.owner,
      role: 'owner',
      ghost: false,
    });
    const base = `http://127.0.0.1:${port}/api`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const first = await spawnServer(env);
    const acknowledged: string[] = [];
    /** Requests sent but not answered when the server died: they may or may not be stored. */
    const unanswered: string[] = [];
    let killed = false;
    // Four lanes of invitations; the server is killed once 24 are acknowledged, mid-flight.
    const lane = async (laneIndex: number) => {
      for (let n = 0; !killed; n += 1) {
        const email = `crash-${laneIndex}-${n}@example.com`;
        try {
          const res = await fetch(`${base}/invitations`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ email }),
          });
          if (res.status === 201) acknowledged.push(email);
          // Only the lane that stored the 24th sees exactly 24 here (push and check run together).
          if (res.status === 201 && acknowledged.length === 24) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          unanswered.push(email);
          return;
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(lane));
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(24);
    // The kill came mid-flight: the other lanes had requests out.
    expect(unanswered.length).toBeGreaterThan(0);

    const second = await spawnServer(env);
    try {
      expect(second.output()).not.toContain('Loaded the demo data.');
      const res = await fetch(`${base}/invitations`, { headers });
      expect(res.status).toBe(200);
      const stored = new Set(
        listInvitationsResponseSchema.parse(await res.json()).map((invitation) => invitation.email),
      );
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }

    // In the data folder itself: every acknowledged invitation has its row and its audit entry
    // (one transaction), and no invitation is stored without its audit entry.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    try {
      const rows = await database.db
        .selectFrom('invitations')
        .select('email')
        .where('email', 'like', 'crash-%')
        .execute();
      const audited = await database.db
        .selectFrom('audit_log')
        .select('description')
        .where('description', 'like', 'Invited crash-%')
        .execute();
      const invited = new Set(rows.map((row) => row.email));
      const auditedEmails = new Set(audited.map((row) => row.description.replace(/^Invited /, '')));
      expect(acknowledged.filter((email) => !invited.has(email) || !auditedEmails.has(email))).toEqual([]);
      expect([...invited].filter((email) => !auditedEmails.has(email))).toEqual([]);
      expect([...invited].every((email) => acknowledged.includes(email) || unanswered.includes(email))).toBe(
        true,
      );
    } finally {
      await database.close();
    }
  }, 600_000);
});
