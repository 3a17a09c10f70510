import { describe, expect, it } from 'vitest';
import { canSeeApp, isStaffEmail, PROVIDER_EMAIL_DOMAIN } from './staff';

describe('staff', () => {
  it("is the provider's e-mail domain, any case, and nothing that merely ends like it", () => {
    expect(PROVIDER_EMAIL_DOMAIN).toBe('provider.example');
    expect(isStaffEmail('operator@provider.example')).toBe(true);
    expect(isStaffEmail('Ana@Provider.Example')).toBe(true);
    expect(isStaffEmail('ana@notprovider.example')).toBe(false);
    expect(isStaffEmail('ana@customer.com')).toBe(false);
    expect(isStaffEmail('ana@acme.test', 'acme.test')).toBe(true);
  });

  it('shows released apps to everyone and unreleased ones to staff only', () => {
    expect(canSeeApp({ released: true }, false)).toBe(true);
    expect(canSeeApp({ released: false }, false)).toBe(false);
    expect(canSeeApp({ released: false }, true)).toBe(true);
  });
});
