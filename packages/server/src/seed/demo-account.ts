import type { Insertable } from 'kysely';
import { APP_IDS } from '@console/api-client';
import type { AppId, AppStatus } from '@console/api-client';
import type { AdminsTable, BillingTable, InvitationsTable } from '../db/schema';

/** The demo tenant, with the same people and ids as the api-client mocks. */
export const DEMO_ACCOUNT_ID = 'acc_demo0001';
export const DEMO_ACCOUNT_NAME = 'Northwind Contact';
export const DEMO_DOMAIN = 'northwind-contact.com';
export const DEMO_ADMIN_IDS = {
  owner: 'adm_demo0001',
  admin: 'adm_demo0002',
  supervisor: 'adm_demo0003',
  archived: 'adm_demo0004',
} as const;

/**
 * A second customer that has not answered the onboarding questionnaire yet: its owner's first sign-in shows it.
 * Every app is inactive, so the questionnaire's chosen app starts a free trial.
 */
export const NEWCOMER_ACCOUNT_ID = 'acc_newco001';
export const NEWCOMER_ACCOUNT_NAME = 'Harbour Lane Care';
export const NEWCOMER_OWNER_ID = 'adm_newco001';

export function newcomerAccount(now: Date) {
  return {
    account: {
      id: NEWCOMER_ACCOUNT_ID,
      name: NEWCOMER_ACCOUNT_NAME,
      provider: 'azure' as const,
      has_onboarded: false,
      created_at: daysFrom(now, -1),
    },
    owner: {
      id: NEWCOMER_OWNER_ID,
      account_id: NEWCOMER_ACCOUNT_ID,
      first_name: 'Amara',
      last_name: 'Osei',
      email: 'amara.osei@harbourlanecare.com',
      role: 'owner' as const,
      photo: null,
      time_zone: 'Europe/Dublin',
      created_at: daysFrom(now, -1),
      archived_at: null,
    } satisfies Insertable<AdminsTable>,
    billing: APP_IDS.map((app) => ({
      account_id: NEWCOMER_ACCOUNT_ID,
      app,
      status: 'inactive' as const,
      credits: 0,
      free_tier: FREE_TIER_CREDITS,
      paid_since: null,
    })) satisfies Insertable<BillingTable>[],
  };
}

/** The operators' own account and its root user (Watch Tower). */
export const INTERNAL_ACCOUNT_ID = 'acc_internal';
export const OPERATOR_ADMIN_ID = 'adm_operator01';

const DAY_MS = 86_400_000;
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

export function demoAdmins(now: Date): Insertable<AdminsTable>[] {
  const person = (id: string, firstName: string, lastName: string, role: AdminsTable['role']) => ({
    id,
    account_id: DEMO_ACCOUNT_ID,
    first_name: firstName,
    last_name: lastName,
    email: `${firstName}.${lastName}@${DEMO_DOMAIN}`.toLowerCase(),
    role,
    photo: null,
    time_zone: 'Europe/London',
    created_at: daysFrom(now, -700),
    archived_at: null,
  });
  return [
    person(DEMO_ADMIN_IDS.owner, 'Olivia', 'Bennett', 'owner'),
    person(DEMO_ADMIN_IDS.admin, 'Marcus', 'Reed', 'admin'),
    person(DEMO_ADMIN_IDS.supervisor, 'Priya', 'Shah', 'supervisor'),
    { ...person(DEMO_ADMIN_IDS.archived, 'Tom', 'Hughes', 'admin'), archived_at: daysFrom(now, -40) },
  ];
}

export function operatorAdmin(now: Date, providerDomain: string): Insertable<AdminsTable> {
  return {
    id: OPERATOR_ADMIN_ID,
    account_id: INTERNAL_ACCOUNT_ID,
    first_name: 'Riley',
    last_name: 'Morgan',
    email: `operator@${providerDomain}`,
    role: 'admin',
    is_root: true,
    photo: null,
    time_zone: 'America/New_York',
    created_at: daysFrom(now, -730),
    archived_at: null,
  };
}

/** Two pending invitations and one that expired three days ago (shown as Expired, in red). */
export function demoInvitations(now: Date, ttlMs: number): Insertable<InvitationsTable>[] {
  const invitation = (id: string, name: string, role: InvitationsTable['role'], days: number) => {
    const expiresAt = daysFrom(now, days);
    return {
      id,
      account_id: DEMO_ACCOUNT_ID,
      email: `${name}@${DEMO_DOMAIN}`,
      role,
      created_at: new Date(expiresAt.getTime() - ttlMs),
      expires_at: expiresAt,
    };
  };
  return [
    invitation('inv_demo0001', 'lena.fischer', 'admin', 5),
    invitation('inv_demo0002', 'sam.okafor', 'supervisor', 2),
    invitation('inv_demo0003', 'jo.walsh', 'admin', -3),
  ];
}

/** Credits every free trial starts with (as the mocks). */
export const FREE_TIER_CREDITS = 500;

/** Every status appears; one-time-passcode is a trial at 85% of its free tier (counter red). */
export function demoBilling(now: Date): Insertable<BillingTable>[] {
  const rows: [AppId, AppStatus, number, number | null][] = [
    ['passkeys', 'subscription', 12_840, -500],
    ['one-time-passcode', 'free-trial', 425, null],
    ['document-signature', 'enterprise', 48_310, -650],
    ['e-form', 'cancelled', 1_204, null],
    ['payments', 'inactive', 0, null],
    ['identity-verification', 'free-trial', 40, null],
    ['gateway-payments', 'inactive', 0, null],
  ];
  return rows.map(([app, status, credits, paidDay]) => ({
    account_id: DEMO_ACCOUNT_ID,
    app,
    status,
    credits,
    free_tier: FREE_TIER_CREDITS,
    paid_since: paidDay === null ? null : daysFrom(now, paidDay).toISOString().slice(0, 10),
  }));
}

/** The demo logo: two brand colours plus black text, which the colour picker ignores. */
export const DEMO_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">' +
  '<rect width="40" height="40" rx="10" fill="#5B3FD9"/>' +
  '<path d="M11 29V11l18 18V11" fill="none" stroke="#F59E0B" stroke-width="4" stroke-linecap="round"/>' +
  '<text x="50" y="27" font-family="Inter, sans-serif" font-size="16" font-weight="600" fill="#000000">' +
  'Northwind</text></svg>';
