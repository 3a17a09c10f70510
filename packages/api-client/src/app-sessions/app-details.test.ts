import { describe, expect, it } from 'vitest';
import { seedAppSessions } from '../seed/app-sessions';
import { otpAttemptsText, otpSmsText, passkeyAuthenticatorText, passkeyTypeText } from './app-details';

describe('the activity columns of one-time passcode and passkeys (apps.md §3.1, §3.2)', () => {
  it('reads Attempts as "2 of 3" and the SMS outcome in words', () => {
    expect(otpAttemptsText({ attempts: 2, maxAttempts: 3, sms: 'delivered' })).toBe('2 of 3');
    expect(otpAttemptsText({})).toBeNull();
    expect(['sent', 'delivered', 'failed', 'blocked', undefined].map((sms) => otpSmsText({ sms }))).toEqual([
      'Sent',
      'Delivered',
      'Failed',
      'Blocked',
      null,
    ]);
  });

  it('reads the passkeys Type and Authenticator', () => {
    expect(passkeyTypeText({ type: 'enrollment' })).toBe('Enrollment');
    expect(passkeyTypeText({ type: 'authentication' })).toBe('Authentication');
    expect(passkeyTypeText({})).toBeNull();
    expect(passkeyAuthenticatorText({ type: 'enrollment', authenticator: 'iCloud Keychain' })).toBe(
      'iCloud Keychain',
    );
    expect(passkeyAuthenticatorText({ type: 'authentication' })).toBeNull();
  });

  it('finds words for every seeded session', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const seed = (app: 'one-time-passcode' | 'passkeys') =>
      seedAppSessions({ seed: 1, accountId: 'acc', app, now, days: 7, perDay: 6 });
    for (const { details } of seed('one-time-passcode')) {
      expect(otpAttemptsText(details)).toMatch(/^\d of 3$/);
      expect(otpSmsText(details)).toMatch(/^(Delivered|Failed|Blocked)$/);
    }
    for (const { details } of seed('passkeys')) {
      expect(passkeyTypeText(details)).toMatch(/^(Enrollment|Authentication)$/);
      expect(passkeyAuthenticatorText(details)).not.toBeNull();
    }
  });
});
