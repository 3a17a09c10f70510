import { describe, expect, it } from 'vitest';
import { providerPaymentUrl } from './schemas';

describe('providerPaymentUrl', () => {
  it("opens a Stripe payment in the dashboard, test mode's under /test", () => {
    expect(providerPaymentUrl({ provider: 'stripe', livemode: true }, 'pi_3Nx')).toBe(
      'https://dashboard.stripe.com/payments/pi_3Nx',
    );
    expect(providerPaymentUrl({ provider: 'stripe', livemode: false }, 'pi_3Nx')).toBe(
      'https://dashboard.stripe.com/test/payments/pi_3Nx',
    );
  });

  it("opens an Adyen payment in the Customer Area of the connection's environment", () => {
    expect(providerPaymentUrl({ provider: 'adyen', livemode: true }, 'QFQTPCQ8HXSKGK82')).toBe(
      'https://ca-live.adyen.com/ca/ca/accounts/showTx.shtml?pspReference=QFQTPCQ8HXSKGK82&txType=Payment',
    );
    expect(providerPaymentUrl({ provider: 'adyen', livemode: false }, 'QFQTPCQ8HXSKGK82')).toMatch(
      /^https:\/\/ca-test\.adyen\.com\//,
    );
  });

  it('escapes an id so it cannot leave its path segment or parameter', () => {
    expect(providerPaymentUrl({ provider: 'stripe', livemode: true }, '../x?y')).toBe(
      'https://dashboard.stripe.com/payments/..%2Fx%3Fy',
    );
  });
});
