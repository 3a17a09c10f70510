import { describe, expect, it } from 'vitest';
import { isVisibleApp, visibleApps } from './visible-apps';

const ids = (email: string) => visibleApps(email, 'console.example').map((app) => app.id);

describe('visibleApps', () => {
  it('shows a customer the five released apps, in registry order', () => {
    expect(ids('olivia.bennett@northwind-contact.com')).toEqual([
      'passkeys',
      'one-time-passcode',
      'document-signature',
      'e-form',
      'payments',
    ]);
  });

  it('adds the unreleased apps for the provider domain', () => {
    expect(ids('ana@console.example')).toHaveLength(7);
    expect(ids('ana@console.example').slice(5)).toEqual(['identity-verification', 'gateway-payments']);
  });

  it('answers for one app', () => {
    expect(isVisibleApp('gateway-payments', 'ana@customer.com', 'console.example')).toBe(false);
    expect(isVisibleApp('gateway-payments', 'ana@console.example', 'console.example')).toBe(true);
    expect(isVisibleApp('payments', 'ana@customer.com', 'console.example')).toBe(true);
  });
});
