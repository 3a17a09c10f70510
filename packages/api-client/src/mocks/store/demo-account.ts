import type { Invitation } from '../../invitations/schemas';
import { addDays } from './clock';
import type { MockAdmin, MockStore } from './types';

export const DEMO_ACCOUNT_ID = 'acc_demo0001';
export const DEMO_ACCOUNT_NAME = 'Northwind Contact';
export const DEMO_DOMAIN = 'northwind-contact.com';

/** The demo account's people. The owner is signed in unless the session says otherwise. */
export const DEMO_ADMIN_IDS = {
  owner: 'adm_demo0001',
  admin: 'adm_demo0002',
  supervisor: 'adm_demo0003',
  archived: 'adm_demo0004',
} as const;

export function demoAdmins(now: Date): MockAdmin[] {
  const account = { id: DEMO_ACCOUNT_ID, hasOnboarded: true };
  const person = (id: string, firstName: string, lastName: string, role: MockAdmin['role']): MockAdmin => ({
    id,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@${DEMO_DOMAIN}`.toLowerCase(),
    role,
    isRoot: false,
    account,
    archivedAt: null,
  });
  return [
    person(DEMO_ADMIN_IDS.owner, 'Olivia', 'Bennett', 'owner'),
    person(DEMO_ADMIN_IDS.admin, 'Marcus', 'Reed', 'admin'),
    person(DEMO_ADMIN_IDS.supervisor, 'Priya', 'Shah', 'supervisor'),
    {
      ...person(DEMO_ADMIN_IDS.archived, 'Tom', 'Hughes', 'admin'),
      archivedAt: addDays(now, -40).toISOString(),
    },
  ];
}

/** Two pending invitations and one that expired three days ago (shown as Expired, in red). */
export function demoInvitations(now: Date): Invitation[] {
  return [
    { id: 'inv_demo0001', email: `lena.fischer@${DEMO_DOMAIN}`, role: 'admin', expiresAt: iso(now, 5) },
    { id: 'inv_demo0002', email: `sam.okafor@${DEMO_DOMAIN}`, role: 'supervisor', expiresAt: iso(now, 2) },
    { id: 'inv_demo0003', email: `jo.walsh@${DEMO_DOMAIN}`, role: 'admin', expiresAt: iso(now, -3) },
  ];
}

function iso(now: Date, days: number): string {
  return addDays(now, days).toISOString();
}

/** The admin the session names, while active. */
export function findActiveAdmin(store: MockStore, id: string): MockAdmin | undefined {
  return store.admins.find((admin) => admin.id === id && admin.archivedAt === null);
}

export function activeAdmins(store: MockStore): MockAdmin[] {
  return store.admins.filter((admin) => admin.archivedAt === null);
}
