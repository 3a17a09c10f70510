import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { createSimulator } from './simulator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

/** A fixed sequence in [0, 1) (a linear congruential generator), so the run is the same each time. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the demo simulator', () => {
  it('creates sessions through /v1 at a steady rate and ends them through the customer step path', async () => {
    const started = t.clock.now();
    const simulator = createSimulator(t.deps, t.app, {
      accountIds: [DEMO_ACCOUNT_ID],
      intervalMs: 15_000,
      random: lcg(7),
    });
    // Twenty simulated minutes in 5-second ticks, with the job runner (SMS, the expiry sweep) beside it.
    for (let tick = 0; tick < 240; tick += 1) {
      await simulator.step();
      await t.jobs.runDueJobs();
      t.clock.advance(5_000);
    }
    const sessions = await t.db
      .selectFrom('app_sessions')
      .select(['id', 'app', 'status', 'reason', 'expires_at'])
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('created_at', '>=', started)
      .execute();
    // About one every 15 s over 20 minutes.
    expect(sessions.length).toBeGreaterThan(40);
    expect(sessions.length).toBeLessThan(140);
    // Only the demo account's active apps (not e-form, cancelled; nor payments, inactive).
    expect(new Set(sessions.map((session) => session.app))).not.toContain('e-form');
    expect(new Set(sessions.map((session) => session.app))).not.toContain('payments');
    const byStatus = (status: string) => sessions.filter((session) => session.status === status).length;
    expect(byStatus('success')).toBeGreaterThan(byStatus('failure'));
    expect(byStatus('failure')).toBeGreaterThan(0);
    // Nothing is left pending past its expiry: the sweep timed those out.
    const now = t.clock.now().getTime();
    expect(
      sessions.filter(
        (session) => session.status === 'pending' && session.expires_at.getTime() <= now - 60_000,
      ),
    ).toEqual([]);
    // Each went through the public API (session.created first) and the customer's steps (link.opened).
    const types = await t.db
      .selectFrom('session_events')
      .select('type')
      .where(
        'session_id',
        'in',
        sessions.map((session) => session.id),
      )
      .where('seq', '=', 1)
      .execute();
    expect(new Set(types.map((row) => row.type))).toEqual(new Set(['session.created']));
    const opened = await t.db
      .selectFrom('session_events')
      .select('session_id')
      .where('type', '=', 'link.opened')
      .where(
        'session_id',
        'in',
        sessions.map((session) => session.id),
      )
      .execute();
    expect(opened.length).toBeGreaterThan(0);

    // Passkeys sessions that succeeded went through the WebAuthn ceremony: each enrolment stored a real public key.
    const passkeys = await t.db
      .selectFrom('app_sessions')
      .select(['customer_ref', 'status', 'reason', 'details'])
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('app', '=', 'passkeys')
      .where('created_at', '>=', started)
      .execute();
    const enrolled = await t.db
      .selectFrom('passkey_enrollments')
      .select(['customer_ref', 'public_key'])
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('created_at', '>=', started)
      .execute();
    const succeeded = passkeys.filter((session) => session.status === 'success');
    const enrolments = succeeded.filter((session) => session.details.type === 'enrollment');
    expect(enrolments.length).toBeGreaterThan(0);
    expect(enrolled.map((row) => row.customer_ref).sort()).toEqual(
      enrolments.map((session) => session.customer_ref).sort(),
    );
    expect(enrolled.every((row) => (row.public_key?.length ?? 0) > 0)).toBe(true);
    expect(succeeded.every((session) => typeof session.details.authenticator === 'string')).toBe(true);
    // Returning customers authenticate with the passkey they enrolled (the seed's have no key to sign with).
    const authentications = succeeded.filter((session) => session.details.type === 'authentication');
    expect(authentications.length).toBeGreaterThan(0);
    const holders = new Set(enrolled.map((row) => row.customer_ref));
    expect(authentications.filter((session) => !holders.has(session.customer_ref))).toEqual([]);

    // One-time passcode sessions count their checks: one or two before Verified, all of them at max_attempts.
    const otp = await t.db
      .selectFrom('app_sessions')
      .select(['status', 'reason', 'details'])
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('app', '=', 'one-time-passcode')
      .where('created_at', '>=', started)
      .execute();
    const verified = otp.filter((session) => session.status === 'success');
    expect(verified.length).toBeGreaterThan(0);
    for (const { details } of verified) expect([1, 2]).toContain(details.attempts);
    for (const { details } of otp.filter((session) => session.reason === 'max_attempts'))
      expect(details.attempts).toBe(details.maxAttempts);
  }, 120_000);
});
