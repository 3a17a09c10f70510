import type { Branding } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { incompleteSetupCount, setupItems } from './setup-items';

const branding = (overrides: Partial<Branding> = {}): Branding => ({
  name: 'Northwind',
  logo: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  color: '#1A56DB',
  domain: 'console.northwind.com',
  domainIsVerified: true,
  ...overrides,
});

describe('setup items', () => {
  it('counts nothing when the logo, colour and a verified domain are set', () => {
    expect(incompleteSetupCount(branding())).toBe(0);
  });

  it('needs both the logo and the colour', () => {
    expect(incompleteSetupCount(branding({ logo: null }))).toBe(1);
    expect(incompleteSetupCount(branding({ color: null }))).toBe(1);
  });

  it('needs the domain set and verified', () => {
    expect(incompleteSetupCount(branding({ domainIsVerified: false }))).toBe(1);
    expect(incompleteSetupCount(branding({ domain: null, domainIsVerified: false }))).toBe(1);
  });

  it('counts both for a new account, with the spec labels', () => {
    const fresh = branding({ logo: null, color: null, domain: null, domainIsVerified: false });
    expect(incompleteSetupCount(fresh)).toBe(2);
    expect(setupItems(fresh).map((item) => item.label)).toEqual([
      'Logo and colour set',
      'Branded domain set and verified',
    ]);
  });
});
