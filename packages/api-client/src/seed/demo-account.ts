import { APP_IDS } from '../apps';
import type { AppId } from '../apps';
import type { AppStatus } from '../billing/schemas';
import { FREE_TIER_CREDITS } from '../rules/apps';
import { INVITATION_TTL_MS } from '../rules/invitations';
import { PROVIDER_EMAIL_DOMAIN } from '../staff';
import type { SeedAccount, SeedAdmin, SeedBilling, SeedBranding, SeedInvitation } from './types';

export const DAY_MS = 86_400_000;
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
/** `yyyy-mm-dd` of the UTC calendar day. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The demo tenant: its owner, an admin, a supervisor and an archived admin. */
export const DEMO_ACCOUNT_ID = 'acc_demo0001';
export const DEMO_ACCOUNT_NAME = 'Northwind Contact';
export const DEMO_DOMAIN = 'northwind-contact.com';
export const DEMO_ADMIN_IDS = {
  owner: 'adm_demo0001',
  admin: 'adm_demo0002',
  supervisor: 'adm_demo0003',
  archived: 'adm_demo0004',
} as const;

/** The operators' own account and its root user (Watch Tower). */
export const INTERNAL_ACCOUNT_ID = 'acc_internal';
export const INTERNAL_ACCOUNT_NAME = 'Provider Operations';
export const OPERATOR_ADMIN_ID = 'adm_operator01';

/**
 * A second customer that has not answered the onboarding questionnaire yet: its owner's first sign-in shows it.
 * Every app is inactive, so the questionnaire's chosen app starts a free trial.
 */
export const NEWCOMER_ACCOUNT_ID = 'acc_newco001';
export const NEWCOMER_ACCOUNT_NAME = 'Harbour Lane Care';
export const NEWCOMER_OWNER_ID = 'adm_newco001';

/** The three special accounts; customer tenants come from tenants.ts. */
export function demoAccounts(now: Date, keys: () => SeedAccount['keys']): SeedAccount[] {
  const account = (id: string, name: string, provider: SeedAccount['provider'], days: number) => ({
    id,
    name,
    provider,
    hasOnboarded: true,
    isInternal: false,
    createdAt: daysFrom(now, days),
    keys: keys(),
  });
  return [
    account(DEMO_ACCOUNT_ID, DEMO_ACCOUNT_NAME, 'google', -700),
    { ...account(INTERNAL_ACCOUNT_ID, INTERNAL_ACCOUNT_NAME, 'google', -730), isInternal: true },
    { ...account(NEWCOMER_ACCOUNT_ID, NEWCOMER_ACCOUNT_NAME, 'azure', -1), hasOnboarded: false },
  ];
}

/** The demo account's people, the operator (staff: the provider's e-mail domain) and the newcomer's owner. */
export function demoAdmins(now: Date, providerEmailDomain: string = PROVIDER_EMAIL_DOMAIN): SeedAdmin[] {
  const person = (id: string, firstName: string, lastName: string, role: SeedAdmin['role']): SeedAdmin => ({
    id,
    accountId: DEMO_ACCOUNT_ID,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@${DEMO_DOMAIN}`.toLowerCase(),
    role,
    isRoot: false,
    photo: null,
    timeZone: 'Europe/London',
    createdAt: daysFrom(now, -700),
    archivedAt: null,
  });
  return [
    person(DEMO_ADMIN_IDS.owner, 'Olivia', 'Bennett', 'owner'),
    person(DEMO_ADMIN_IDS.admin, 'Marcus', 'Reed', 'admin'),
    person(DEMO_ADMIN_IDS.supervisor, 'Priya', 'Shah', 'supervisor'),
    { ...person(DEMO_ADMIN_IDS.archived, 'Tom', 'Hughes', 'admin'), archivedAt: daysFrom(now, -40) },
    {
      ...person(OPERATOR_ADMIN_ID, 'Riley', 'Morgan', 'admin'),
      accountId: INTERNAL_ACCOUNT_ID,
      email: `operator@${providerEmailDomain}`,
      isRoot: true,
      timeZone: 'America/New_York',
      createdAt: daysFrom(now, -730),
    },
    {
      ...person(NEWCOMER_OWNER_ID, 'Amara', 'Osei', 'owner'),
      accountId: NEWCOMER_ACCOUNT_ID,
      email: 'amara.osei@harbourlanecare.com',
      timeZone: 'Europe/Dublin',
      createdAt: daysFrom(now, -1),
    },
  ];
}

/** Tokens of the demo invitations' links, for the acceptance screens: one valid, one expired, one used. */
export const DEMO_INVITATION_TOKENS = {
  valid: 'demo-link-lena-fischer-0001',
  expired: 'demo-link-jo-walsh-0003',
  used: 'demo-link-accepted-0004',
} as const;

/** Two pending invitations, one that expired three days ago (shown as Expired, in red) and one accepted. */
export function demoInvitations(now: Date): SeedInvitation[] {
  const invitation = (
    id: string,
    name: string,
    role: SeedInvitation['role'],
    days: number,
    linkToken: string | null,
  ): SeedInvitation => {
    const expiresAt = daysFrom(now, days);
    return {
      id,
      accountId: DEMO_ACCOUNT_ID,
      email: `${name}@${DEMO_DOMAIN}`,
      role,
      createdAt: new Date(expiresAt.getTime() - INVITATION_TTL_MS),
      expiresAt,
      acceptedAt: null,
      linkToken,
    };
  };
  return [
    invitation('inv_demo0001', 'lena.fischer', 'admin', 5, DEMO_INVITATION_TOKENS.valid),
    invitation('inv_demo0002', 'sam.okafor', 'supervisor', 2, null),
    invitation('inv_demo0003', 'jo.walsh', 'admin', -3, DEMO_INVITATION_TOKENS.expired),
    {
      ...invitation('inv_demo0004', 'accepted.before', 'admin', 4, DEMO_INVITATION_TOKENS.used),
      acceptedAt: daysFrom(now, -1),
    },
  ];
}

/**
 * Every status of spec 000 §4 appears among the released apps. one-time-passcode is the free trial at 85% of its
 * free tier (the counter is red from 80%); identity-verification is a second, barely used trial (unreleased, seen by
 * staff only). The newcomer has every app inactive.
 */
export function demoBilling(now: Date): SeedBilling[] {
  const rows: [AppId, AppStatus, number, number | null][] = [
    ['passkeys', 'subscription', 12_840, -500],
    ['one-time-passcode', 'free-trial', 425, null],
    ['document-signature', 'enterprise', 48_310, -650],
    ['e-form', 'cancelled', 1_204, null],
    ['payments', 'inactive', 0, null],
    ['identity-verification', 'free-trial', 40, null],
    ['gateway-payments', 'inactive', 0, null],
  ];
  const demo = rows.map(([app, status, credits, paidDay]) => ({
    accountId: DEMO_ACCOUNT_ID,
    app,
    status,
    credits,
    freeTier: FREE_TIER_CREDITS,
    paidSince: paidDay === null ? null : isoDay(daysFrom(now, paidDay)),
  }));
  const newcomer = APP_IDS.map((app) => ({
    accountId: NEWCOMER_ACCOUNT_ID,
    app,
    status: 'inactive' as const,
    credits: 0,
    freeTier: FREE_TIER_CREDITS,
    paidSince: null,
  }));
  return [...demo, ...newcomer];
}

/** The demo logo: two brand colours (violet, amber) plus black text, which the colour picker ignores. */
export const DEMO_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">' +
  '<rect width="40" height="40" rx="10" fill="#5B3FD9"/>' +
  '<path d="M11 29V11l18 18V11" fill="none" stroke="#F59E0B" stroke-width="4" stroke-linecap="round"/>' +
  '<text x="50" y="27" font-family="Inter, sans-serif" font-size="16" font-weight="600" fill="#000000">' +
  'Northwind</text></svg>';

export const DEMO_BRAND_COLOR = '#5B3FD9';

export function demoBranding(): SeedBranding[] {
  return [
    { accountId: DEMO_ACCOUNT_ID, name: DEMO_ACCOUNT_NAME, logo: DEMO_LOGO_SVG, color: DEMO_BRAND_COLOR },
  ];
}
