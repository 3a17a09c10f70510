import { APP_IDS } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { appTabs, DASHBOARD_TAB, isTabCurrent } from './app-tabs';

const labels = (...args: Parameters<typeof appTabs>) => appTabs(...args).map((tab) => tab.label);
const owner = { role: 'owner' } as const;
const admin = { role: 'admin' } as const;
const supervisor = { role: 'supervisor' } as const;

describe('appTabs', () => {
  it('gives each app its activity tab after Dashboard, then the optional tabs it has', () => {
    expect(labels('passkeys', admin, 'subscription')).toEqual([
      'Dashboard',
      'Activity',
      'Enrollments',
      'Configuration',
    ]);
    expect(labels('one-time-passcode', admin, 'free-trial')).toEqual([
      'Dashboard',
      'Authentications',
      'Configuration',
    ]);
    expect(labels('document-signature', owner, 'enterprise')).toEqual([
      'Dashboard',
      'Signatures',
      'Documents',
      'Configuration',
    ]);
    expect(labels('e-form', owner, 'cancelled')).toEqual([
      'Dashboard',
      'Submissions',
      'Forms',
      'Configuration',
    ]);
    expect(labels('payments', admin, 'subscription')).toEqual([
      'Dashboard',
      'Payments',
      'Product Catalog',
      'Configuration',
    ]);
    expect(labels('gateway-payments', admin, 'subscription')).toEqual([
      'Dashboard',
      'Payments',
      'Configuration',
    ]);
    expect(labels('identity-verification', admin, 'free-trial')).toEqual([
      'Dashboard',
      'Verifications',
      'Configuration',
    ]);
  });

  it('shows a supervisor the dashboard and the activity tab only (apps.md §0)', () => {
    expect(labels('document-signature', supervisor, 'subscription')).toEqual(['Dashboard', 'Signatures']);
    expect(labels('e-form', supervisor, 'subscription')).toEqual(['Dashboard', 'Submissions']);
    expect(labels('passkeys', supervisor, 'subscription')).toEqual(['Dashboard', 'Activity']);
    expect(labels('payments', supervisor, 'subscription')).toEqual(['Dashboard', 'Payments']);
  });

  it('shows no tabs while the app is inactive, whatever the role', () => {
    for (const app of APP_IDS) {
      expect(appTabs(app, owner, 'inactive')).toEqual([]);
    }
  });
});

describe('isTabCurrent', () => {
  const [, , documents, configuration] = appTabs('document-signature', owner, 'subscription');

  it('marks the dashboard only on the app root (and /dashboard)', () => {
    expect(isTabCurrent(DASHBOARD_TAB, 'passkeys', '/passkeys')).toBe(true);
    expect(isTabCurrent(DASHBOARD_TAB, 'passkeys', '/passkeys/')).toBe(true);
    expect(isTabCurrent(DASHBOARD_TAB, 'identity-verification', '/identity-verification/dashboard')).toBe(
      true,
    );
    expect(isTabCurrent(DASHBOARD_TAB, 'passkeys', '/passkeys/activity')).toBe(false);
  });

  it('marks a tab on every page of its section', () => {
    expect(
      documents && isTabCurrent(documents, 'document-signature', '/document-signature/documents/d1/3'),
    ).toBe(true);
    expect(
      configuration &&
        isTabCurrent(configuration, 'document-signature', '/document-signature/settings/storage'),
    ).toBe(true);
    expect(documents && isTabCurrent(documents, 'document-signature', '/document-signature/documentsx')).toBe(
      false,
    );
  });
});
