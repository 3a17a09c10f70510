import { describe, expect, it } from 'vitest';
import { currentProvider, disabledReason, ONE_PROVIDER_REASON } from './sso-cards';

const none = { azure: null, okta: null, oidc: null };
const okta = { ...none, okta: { tenant: 't', domain: 'example.com', clientId: 'c' } };

describe('one SSO provider at a time', () => {
  it('leaves every card enabled when none is configured', () => {
    expect(currentProvider(none)).toBeUndefined();
    expect(disabledReason(none, 'azure')).toBeUndefined();
  });

  it('disables the others, not the configured one', () => {
    expect(currentProvider(okta)).toBe('okta');
    expect(disabledReason(okta, 'okta')).toBeUndefined();
    expect(disabledReason(okta, 'azure')).toBe(ONE_PROVIDER_REASON);
    expect(disabledReason(okta, 'oidc')).toBe('Disable the current provider to enable this one');
  });
});
