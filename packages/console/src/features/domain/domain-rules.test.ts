import { ApiError } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { canVerifyDomain, domainErrorMessage } from './domain-rules';

describe('canVerifyDomain: a lowercase dotted hostname whose last label is 2 to 5 letters', () => {
  it('enables verify for such hostnames', () => {
    expect(['login.acme.com', 'a.b.co', 'portal.acme.store', 'id.acme.co.uk'].map(canVerifyDomain)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('keeps it disabled for anything else, as typed', () => {
    const rejected = [
      '',
      'acme',
      'Login.acme.com',
      'acme.c',
      'acme.abcdef',
      'acme.c0m',
      ' login.acme.com',
      'acme.com.',
    ];
    expect(rejected.map(canVerifyDomain)).toEqual(rejected.map(() => false));
  });
});

describe('domainErrorMessage (spec 001 §8)', () => {
  it('DNS_INVALID has its own text', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      error: 'DNS_INVALID',
      message: 'whatever the server says',
    });
    expect(domainErrorMessage(error)).toBe("DNS settings are invalid or haven't propagated yet");
  });

  it('any other error has one text', () => {
    const other = new ApiError(400, { statusCode: 400, error: 'VALIDATION_FAILED', message: 'bad body' });
    expect([other, new ApiError(500), new TypeError('offline')].map(domainErrorMessage)).toEqual([
      'An error occurred while verifying the DNS settings',
      'An error occurred while verifying the DNS settings',
      'An error occurred while verifying the DNS settings',
    ]);
  });
});
