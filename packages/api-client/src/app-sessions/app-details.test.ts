import { describe, expect, it } from 'vitest';
import { seedAppSessions } from '../seed/app-sessions';
import {
  otpAttemptsText,
  otpSmsText,
  passkeyAuthenticatorText,
  passkeyTypeText,
  paymentAmountText,
  paymentCardText,
  paymentDescriptionText,
  paymentRefundText,
  initialSubStatus,
  signatureDocumentText,
  signatureSubStatusText,
  subStatusAfterEvent,
} from './app-details';

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

describe('the activity columns of payments (apps.md §3.5)', () => {
  const paid = {
    amount: 7450,
    currency: 'USD',
    card: { brand: 'Visa', last4: '4242' },
    lineItems: [
      { productId: 'prod_1', name: 'Replacement card', price: 1500 },
      { productId: 'prod_2', name: 'Annual membership', price: 5950 },
    ],
    refundedAmount: 0,
  };

  it('reads Amount, Card and Description', () => {
    expect(paymentAmountText(paid)).toBe('$74.50');
    expect(paymentAmountText({ amount: 1200, currency: 'JPY' })).toBe('¥1,200');
    expect(paymentCardText(paid)).toBe('Visa •••• 4242');
    expect(paymentCardText({ amount: 100, currency: 'USD' })).toBeNull();
    expect(paymentDescriptionText(paid)).toBe('Replacement card, Annual membership');
    expect(paymentDescriptionText({ amount: 100, currency: 'USD' })).toBe('Custom amount');
    expect(paymentAmountText({ attempts: 1 })).toBeNull();
  });

  it('reads the Refund column: nothing, partially with the amount refunded, or in full', () => {
    expect(paymentRefundText(paid)).toBeNull();
    expect(paymentRefundText({ ...paid, refundedAmount: 2000 })).toBe('Partially refunded · $20.00');
    expect(paymentRefundText({ ...paid, refundedAmount: 7450 })).toBe('Refunded');
  });

  it('finds words for every seeded payment, and the sub-status agrees with the refund', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const sessions = seedAppSessions({
      seed: 1,
      accountId: 'acc',
      app: 'payments',
      now,
      days: 14,
      perDay: 20,
    });
    for (const { details, status, subStatus } of sessions) {
      expect(paymentAmountText(details)).toMatch(/^\$[\d,]+\.\d\d$/);
      expect(paymentDescriptionText(details)).not.toBeNull();
      if (status === 'success')
        expect(paymentCardText(details)).toMatch(/^(Visa|Mastercard|Amex) •••• \d{4}$/);
      const refund = paymentRefundText(details);
      expect(subStatus).toBe(
        refund === 'Refunded' ? 'refunded' : refund === null ? null : 'partially_refunded',
      );
    }
    expect(sessions.some(({ subStatus }) => subStatus === 'partially_refunded')).toBe(true);
  });
});

describe("document signature's columns (apps.md §3.3)", () => {
  it('reads the Document as "{name} · v{n}" from the details both back ends fill', () => {
    expect(signatureDocumentText({ documentName: 'Loan disclosure', documentVersion: 2 })).toBe(
      'Loan disclosure · v2',
    );
    expect(signatureDocumentText({ documentName: 'Loan disclosure' })).toBeNull();
    const seeded = seedAppSessions({
      seed: 3,
      accountId: 'acc_1',
      app: 'document-signature',
      now: new Date('2026-11-21T10:00:00.000Z'),
      perDay: 2,
    });
    expect(seeded.every((session) => signatureDocumentText(session.details) !== null)).toBe(true);
  });

  it('starts a request Sent, makes it Viewed when the link opens, and says nothing once it has ended', () => {
    expect(initialSubStatus('document-signature')).toBe('sent');
    expect(initialSubStatus('payments')).toBeNull();
    expect(subStatusAfterEvent('document-signature', 'link.opened')).toBe('viewed');
    expect(subStatusAfterEvent('e-form', 'link.opened')).toBeUndefined();
    expect(subStatusAfterEvent('document-signature', 'sms.delivered')).toBeUndefined();
    expect(signatureSubStatusText({ status: 'pending', subStatus: 'sent' })).toBe('Sent');
    expect(signatureSubStatusText({ status: 'pending', subStatus: 'viewed' })).toBe('Viewed');
    expect(signatureSubStatusText({ status: 'success', subStatus: 'viewed' })).toBeNull();
  });
});
