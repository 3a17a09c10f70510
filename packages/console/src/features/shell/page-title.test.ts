import { APP_IDS } from '@console/api-client';
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../lib/console-config';
import type { RouterContext } from '../../router';
import { routeTree } from '../../routeTree.gen';
import { pageTitle, TITLE_SEPARATOR } from './page-title';

/** Every path of the route tree (a router that never loads: its context is never read) with its parameters filled in: each app for `$app`, a sample for the others. */
function everyRoutePath(): string[] {
  const patterns = Object.keys(createRouter({ routeTree, context: {} as RouterContext }).routesByPath);
  return patterns.flatMap((pattern) =>
    (pattern.includes('$app') ? APP_IDS : ['']).map((app) =>
      pattern.replace('$app', app).replace(/\$(\w+)/g, (_match, name: string) => `sample-${name}`),
    ),
  );
}

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
    ['/watch-tower/errors', 'Errors · Watch Tower · Console'],
    ['/watch-tower/support-tickets', 'Support Tickets · Watch Tower · Console'],
    ['/invitations/accept', 'Accept invitation · Console'],
    ['/resources/', 'Resources · Console'],
    ['/nowhere', 'Console'],
  ])('%s is titled "%s"', (path, title) => {
    expect(pageTitle(path, true)).toBe(title);
  });

  it('names the root by who sees it', () => {
    expect(pageTitle('/', true)).toBe('Apps · Console');
    expect(pageTitle('/', false)).toBe('Sign in · Console');
  });

  it('names a page, not only the product, on every route of the route tree', () => {
    const paths = everyRoutePath();
    expect(paths.length).toBeGreaterThan(50);
    const bare = paths.filter((path) => !pageTitle(path, true).endsWith(`${TITLE_SEPARATOR}${PRODUCT_NAME}`));
    expect(bare).toEqual([]);
  });
});
