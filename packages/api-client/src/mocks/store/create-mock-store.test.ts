import { describe, expect, it } from 'vitest';
import { adminSchema } from '../../admins/schemas';
import { APP_IDS } from '../../apps';
import { auditLogEntrySchema } from '../../audit-log/schemas';
import { APP_STATUSES, isCreditWarning } from '../../billing/schemas';
import { brandingSchema } from '../../branding/schemas';
import { customerSearchResultSchema } from '../../customer-search/schemas';
import { invitationSchema, isInvitationExpired } from '../../invitations/schemas';
import { PLATFORMS, watchTowerAccountSchema } from '../../watch-tower/schemas';
import { MOCK_NOW } from './clock';
import { createMockStore } from './create-mock-store';
import { accountStatistics, summaryStatistics } from './statistics';
import { signInAs } from './session';
import { accountState } from './accounts';
import { watchTowerListItem } from './watch-tower';

describe('createMockStore', () => {
  it('is deterministic: the same seed gives deep-equal stores, another seed other data', () => {
    const small = { tenants: 20, days: 60 };
    expect(createMockStore({ seed: 7, ...small })).toEqual(createMockStore({ seed: 7, ...small }));
    expect(summaryStatistics(createMockStore(small))).toEqual(summaryStatistics(createMockStore(small)));
    const names = (seed: number) =>
      createMockStore({ seed, ...small }).watchTowerAccounts.map((record) => record.name);
    expect(names(8)).not.toEqual(names(7));
  });

  it('is the shared seed as the server loads it, plus the demo set-up unless told otherwise', () => {
    const bare = createMockStore({ demoSetup: false });
    expect(bare.integrations).toMatchObject({ customerLookup: null, sso: { okta: null } });
    expect(bare.branding.domain).toBeNull();
    const demo = createMockStore();
    expect(demo.integrations.customerLookup).not.toBeNull();
    expect(demo.integrations.sso.okta).not.toBeNull();
    expect(demo.branding).toMatchObject({ domain: 'login.northwind-contact.com', domainIsVerified: false });
  });

  it('has the demo account with an owner (signed in), an admin and a supervisor', () => {
    const store = createMockStore();
    expect(store.now).toEqual(MOCK_NOW);
    expect(store.account).toMatchObject({ id: 'acc_demo0001', hasOnboarded: true });
    const active = store.admins.filter((admin) => admin.archivedAt === null);
    expect(active.map((admin) => admin.role)).toEqual(['owner', 'admin', 'supervisor']);
    active.forEach((admin) => adminSchema.parse(admin));
    expect(store.session.adminId).toBe(active[0]?.id);
    expect(signInAs(store, { role: 'supervisor', isRoot: true })).toMatchObject({
      role: 'supervisor',
      isRoot: true,
    });
    expect(store.session.adminId).toBe(active[2]?.id);
  });

  it('has pending and expired invitations', () => {
    const { invitations } = createMockStore();
    invitations.forEach((invitation) => invitationSchema.parse(invitation));
    const expired = invitations.map((invitation) => isInvitationExpired(invitation, MOCK_NOW));
    expect(expired).toContain(true);
    expect(expired).toContain(false);
  });

  it('covers all five statuses with one free trial at 85% of its free tier', () => {
    const { billing } = createMockStore();
    expect(new Set(Object.values(billing).map((entry) => entry.status))).toEqual(new Set(APP_STATUSES));
    const trials = Object.values(billing).filter((entry) => entry.status === 'free-trial');
    expect(trials.filter(isCreditWarning).map((entry) => entry.credits / entry.freeTier)).toEqual([0.85]);
  });

  it('has branding with an SVG logo', () => {
    const { branding } = createMockStore();
    brandingSchema.parse(branding);
    expect(branding.logo).toMatch(/^<svg /);
  });

  it('has 200 audit entries, newest first, some without an admin, global and per app', () => {
    const { auditLog } = createMockStore();
    expect(auditLog).toHaveLength(200);
    auditLog.forEach((entry) => auditLogEntrySchema.parse(entry));
    const times = auditLog.map((entry) => entry.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(auditLog.some((entry) => entry.admin === null)).toBe(true);
    const namespaces = new Set(auditLog.map((entry) => entry.namespace));
    expect(namespaces.has('global') && namespaces.size > 2).toBe(true);
  });

  it('has customer results with long session ids and E.164 numbers of five countries', () => {
    const { customerResults } = createMockStore();
    customerResults.forEach((result) => customerSearchResultSchema.parse(result));
    expect(customerResults.some((result) => result.sessionRef.length > 12)).toBe(true);
    expect(customerResults.every((result) => /^\+[1-9]\d{1,14}$/.test(result.phoneNumber))).toBe(true);
    const prefixes = ['+1', '+44', '+49', '+61', '+33'];
    for (const prefix of prefixes)
      expect(customerResults.some((r) => r.phoneNumber.startsWith(prefix))).toBe(true);
  });

  it('has 2,000 Watch Tower accounts over the six platforms, with admins, built when first read', () => {
    const store = createMockStore();
    expect(store.watchTowerAccounts).toHaveLength(2000);
    const items = store.watchTowerAccounts.map((account) => {
      const state = accountState(store, account.id);
      if (!state) throw new Error(`no state for ${account.id}`);
      return watchTowerAccountSchema.parse(watchTowerListItem(state));
    });
    expect(new Set(items.map((item) => item.provider))).toEqual(new Set(PLATFORMS));
    expect(new Set(items.map((item) => item.id)).size).toBe(2000);
    expect(items.every((item) => item.admins.length > 0)).toBe(true);
    const admins = items.flatMap((item) => item.admins);
    expect(admins.some((admin) => admin.photo?.startsWith('data:image/svg+xml'))).toBe(true);
    expect(admins.some((admin) => admin.photo === null)).toBe(true);
    expect(admins.some((admin) => admin.timeZone === null)).toBe(true);
  });

  it('has 730 days of statistics per app ending today, plus a cumulative paidAccounts series', () => {
    const store = createMockStore();
    const summary = summaryStatistics(store);
    expect(summary.global).toHaveLength(730);
    expect(summary.global.at(-1)?.date).toBe('2026-11-21');
    expect(Object.keys(summary.apps).sort()).toEqual([...APP_IDS].sort());
    const paid = summary.paidAccounts.map((point) => point.count);
    expect(paid.every((count, index) => index === 0 || count >= (paid[index - 1] ?? 0))).toBe(true);
    const account = store.watchTowerAccounts[1];
    expect(accountStatistics(store, account?.id ?? '')?.global).toHaveLength(730);
    expect(accountStatistics(store, 'acc_unknown')).toBeUndefined();
  });
});
