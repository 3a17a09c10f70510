import { describe, expect, it } from 'vitest';
import { canOpenAppPage } from './app-pages';

describe('canOpenAppPage', () => {
  it('keeps Pricing, Billing, Enrollments, the Product Catalog and every settings page from a supervisor (apps.md §0, §6)', () => {
    const supervisor = { role: 'supervisor' } as const;
    for (const page of [
      'pricing',
      'enrollments',
      'products',
      'settings/billing',
      'settings/general',
      'settings/sms-content',
      'settings/webhooks',
    ] as const)
      expect(canOpenAppPage(supervisor, page)).toBe(false);
    expect(canOpenAppPage(supervisor, 'activity')).toBe(true);
  });

  it('opens them to admins and the owner', () => {
    expect(canOpenAppPage({ role: 'admin' }, 'pricing')).toBe(true);
    expect(canOpenAppPage({ role: 'owner' }, 'settings/webhooks')).toBe(true);
  });
});
