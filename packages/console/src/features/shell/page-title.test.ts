import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['/settings/admin-management', 'Admin Management · Settings · Console'],
    ['/settings/billing', 'Billing · Settings · Console'],
    ['/settings', 'Settings · Console'],
    ['/one-time-passcode/authentications', 'Authentications · One-Time Passcode · Console'],
    ['/one-time-passcode', 'Dashboard · One-Time Passcode · Console'],
    ['/document-signature/documents/doc-1/history', 'Document history · Document Signature · Console'],
    ['/payments/settings/general', 'General · Payments · Console'],
    ['/support/ticket', 'Create Ticket · Support · Console'],
    ['/watch-tower/accounts/acc-1', 'Account · Watch Tower · Console'],
    ['/resources/', 'Resources · Console'],
    ['/nowhere', 'Console'],
  ])('%s is titled "%s"', (path, title) => {
    expect(pageTitle(path, true)).toBe(title);
  });

  it('names the root by who sees it', () => {
    expect(pageTitle('/', true)).toBe('Apps · Console');
    expect(pageTitle('/', false)).toBe('Sign in · Console');
  });
});
