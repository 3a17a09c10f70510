import { describe, expect, it } from 'vitest';
import { hasRole, isAdmin, isOperator, isPublicPath } from './guards';

describe('page guard', () => {
  it('lets the matching role through', () => {
    expect(hasRole({ role: 'supervisor' }, ['supervisor'])).toBe(true);
    expect(hasRole({ role: 'supervisor' }, ['admin'])).toBe(false);
  });

  it('always lets the owner through', () => {
    expect(hasRole({ role: 'owner' }, ['supervisor'])).toBe(true);
    expect(hasRole({ role: 'owner' }, [])).toBe(true);
  });

  it('opens settings to admins and the owner only', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'owner' })).toBe(true);
    expect(isAdmin({ role: 'supervisor' })).toBe(false);
  });

  it('opens Watch Tower to root users only', () => {
    expect(isOperator({ isRoot: true })).toBe(true);
    expect(isOperator({ isRoot: false })).toBe(false);
  });
});

describe('public paths', () => {
  it('allows the root, sign-up and the SSO callback only', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/sign-up')).toBe(true);
    expect(isPublicPath('/sso/callback/')).toBe(true);
    expect(isPublicPath('/legal/data-processing-addendum')).toBe(true);
    expect(isPublicPath('/settings')).toBe(false);
    expect(isPublicPath('/support')).toBe(false);
  });
});
