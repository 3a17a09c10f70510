import { describe, expect, it } from 'vitest';
import { ROLE_LABELS } from './admins/role';
import { appFromPath, APPS, getApp, RELEASED_APP_IDS } from './apps';
import { auditLogFileName } from './audit-log/export-audit-log';
import { shouldRetryWebex, webexRetryDelay } from './auth/authenticate-webex';
import { isGoogleState, oauthRedirectUri } from './auth/oauth-redirects';
import { APP_STATUS_LABELS, INITIAL_BILLING, isCreditWarning } from './billing/schemas';
import { decodeSvgLogo, encodeSvgLogo } from './branding/schemas';
import { ApiError } from './client/api-error';
import { customerLookupFormValues, EMPTY_CUSTOMER_LOOKUP_FORM } from './customer-lookup/forms';
import { isInvitationExpired } from './invitations/schemas';
import { CLOUDWATCH_REGIONS, DEFAULT_CLOUDWATCH_REGION } from './logging/cloudwatch-regions';
import { DATADOG_SITES, DEFAULT_DATADOG_SITE } from './logging/forms';
import { questionnaireBody } from './onboarding/schemas';
import { decodeSessionToken } from './session/schemas';
import { lookupConfig } from './test/fixtures';

function fakeJwt(claims: object): string {
  const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.signature`;
}

describe('registry and constants', () => {
  it('has 7 apps, 5 released, with hex colours', () => {
    expect(APPS.map((app) => app.id)).toHaveLength(7);
    expect(APPS.filter((app) => app.released).map((app) => app.id)).toEqual([...RELEASED_APP_IDS]);
    expect(getApp('e-form').title).toBe('E-Form');
    for (const app of APPS) expect(app.color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('takes the current app from the first path segment', () => {
    expect(appFromPath('/payments/settings/billing')).toBe('payments');
    expect(appFromPath('/settings/branding')).toBeUndefined();
  });

  it('labels roles and statuses as the spec does; billing starts inactive', () => {
    expect(ROLE_LABELS).toEqual({ owner: 'Owner', admin: 'Administrator', supervisor: 'Supervisor' });
    expect(Object.values(APP_STATUS_LABELS)).toEqual([
      'Free Trial',
      'Subscription',
      'Enterprise',
      'Cancelled',
      'Inactive',
    ]);
    expect(new Set(Object.values(INITIAL_BILLING).map((billing) => billing.status))).toEqual(
      new Set(['inactive']),
    );
  });

  it('offers 29 CloudWatch regions (default us-east-1) and the 5 Datadog sites (default us1)', () => {
    expect(new Set(CLOUDWATCH_REGIONS.map((region) => region.id)).size).toBe(29);
    expect(DEFAULT_CLOUDWATCH_REGION).toBe('us-east-1');
    expect(DATADOG_SITES).toEqual(['us1', 'us3', 'us5', 'eu', 'ap1']);
    expect(DEFAULT_DATADOG_SITE).toBe('us1');
  });
});

describe('helpers', () => {
  it('turns red at 80% of the free tier', () => {
    expect(isCreditWarning({ credits: 79, freeTier: 100 })).toBe(false);
    expect(isCreditWarning({ credits: 80, freeTier: 100 })).toBe(true);
  });

  it('tells an expired invitation', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(isInvitationExpired({ expiresAt: '2026-11-21T09:59:59Z' }, now)).toBe(true);
    expect(isInvitationExpired({ expiresAt: '2026-11-22T00:00:00Z' }, now)).toBe(false);
  });

  it('base64-encodes SVG markup, including non-ASCII text', () => {
    const svg = '<svg><title>Café</title></svg>';
    expect(decodeSvgLogo(encodeSvgLogo(svg))).toBe(svg);
    expect(encodeSvgLogo('<svg/>')).toBe('PHN2Zy8+');
  });

  it('decodes the session token claims without verifying them', () => {
    expect(decodeSessionToken(fakeJwt({ acc: 'acc_1', ghost: true, role: 'admin' }))).toMatchObject({
      acc: 'acc_1',
      ghost: true,
      role: 'admin',
    });
    expect(decodeSessionToken(fakeJwt({ acc: 'acc_1' }))?.ghost).toBe(false);
    expect(decodeSessionToken('not-a-jwt')).toBeUndefined();
    expect(decodeSessionToken(fakeJwt({ sub: 'x' }))).toBeUndefined();
  });

  it('fills the lookup form from a saved config with empty header values', () => {
    expect(customerLookupFormValues(null)).toEqual(EMPTY_CUSTOMER_LOOKUP_FORM);
    expect(customerLookupFormValues(lookupConfig).headers).toEqual([{ key: 'X-Api-Key', value: '' }]);
  });

  it('sends the questionnaire method as currentAuthenticationMethod', () => {
    expect(
      questionnaireBody({
        companyName: 'Acme',
        annualCallVolume: 'over-1m',
        authenticationMethod: 'otp',
        apps: [],
      }),
    ).toEqual({
      companyName: 'Acme',
      annualCallVolume: 'over-1m',
      currentAuthenticationMethod: 'otp',
      apps: [],
    });
  });

  it('names the export after the client’s date', () => {
    expect(auditLogFileName(new Date(2026, 0, 5, 12))).toBe('audit-log-2026-01-05.csv');
  });

  it('derives each social redirect URI from the public URL, and marks Google states', () => {
    expect(oauthRedirectUri('google', 'https://console.test')).toBe('https://console.test/sso/callback');
    expect(oauthRedirectUri('azure', 'https://console.test/')).toBe(
      'https://console.test/api/app/oauth/azure/callback',
    );
    expect(isGoogleState('google.abc')).toBe(true);
    expect([isGoogleState('st_1'), isGoogleState(undefined)]).toEqual([false, false]);
  });

  it('retries Webex with doubling delays from 250 ms, then every 16 s, never on a 4xx', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(webexRetryDelay)).toEqual([
      250, 500, 1000, 2000, 4000, 8000, 16000, 16000,
    ]);
    expect(shouldRetryWebex(6, new TypeError('network'))).toBe(true);
    // Past the cap it keeps retrying every 16 s: only a definite answer (or leaving) stops it.
    expect(shouldRetryWebex(7, new TypeError('network'))).toBe(true);
    expect(shouldRetryWebex(500, new ApiError(502))).toBe(true);
    expect(shouldRetryWebex(0, new ApiError(403, { statusCode: 403, error: 'ACCOUNT_EXISTS' }))).toBe(false);
    expect(shouldRetryWebex(0, new ApiError(503))).toBe(true);
  });
});
