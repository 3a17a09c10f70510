import { describe, expect, it } from 'vitest';
import { isVisibleApp, visibleApps } from './visible-apps';

const ids = (isStaff: boolean) => visibleApps({ isStaff }).map((app) => app.id);

describe('visibleApps', () => {
  it('shows a customer the five released apps, in registry order', () => {
    expect(ids(false)).toEqual(['passkeys', 'one-time-passcode', 'document-signature', 'e-form', 'payments']);
  });

  it('adds the unreleased apps for staff (the bootstrap says so)', () => {
    expect(ids(true)).toHaveLength(7);
    expect(ids(true).slice(5)).toEqual(['identity-verification', 'gateway-payments']);
  });

  it('answers for one app', () => {
    expect(isVisibleApp('gateway-payments', { isStaff: false })).toBe(false);
    expect(isVisibleApp('gateway-payments', { isStaff: true })).toBe(true);
    expect(isVisibleApp('payments', { isStaff: false })).toBe(true);
  });
});
