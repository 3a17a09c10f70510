import type { Role } from '../admins/role';
import type { AppId } from '../apps';
import type { AuditLogNamespace } from '../audit-log/schemas';
import type { AppStatus } from '../billing/schemas';
import type { CustomerSearchStatus } from '../customer-search/schemas';
import type { DeveloperAccount } from '../developers/schemas';
import type { Platform } from '../watch-tower/schemas';

/**
 * The demo data as plain records: the reference server writes them as rows, the mocks keep them in their store.
 * Dates are instants; `yyyy-mm-dd` strings are calendar days.
 */
export interface SeedAccount {
  id: string;
  name: string;
  provider: Platform;
  hasOnboarded: boolean;
  /** The provider's own account (operators): not a customer, never listed in Watch Tower. */
  isInternal: boolean;
  createdAt: Date;
  keys: DeveloperAccount;
}

export interface SeedAdmin {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isRoot: boolean;
  photo: string | null;
  timeZone: string | null;
  createdAt: Date;
  archivedAt: Date | null;
}

export interface SeedInvitation {
  id: string;
  accountId: string;
  email: string;
  role: 'admin' | 'supervisor';
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  /** The token of the link the invitation e-mail carried, for the demo's acceptance links. */
  linkToken: string | null;
}

export interface SeedBilling {
  accountId: string;
  app: AppId;
  status: AppStatus;
  credits: number;
  freeTier: number;
  /** The day the app was first paid for (subscription or enterprise). */
  paidSince: string | null;
}

export interface SeedBranding {
  accountId: string;
  name: string | null;
  logo: string | null;
  color: string | null;
}

export interface SeedAuditEntry {
  id: string;
  accountId: string;
  at: Date;
  admin: { id: string; firstName: string; lastName: string } | null;
  namespace: AuditLogNamespace;
  description: string;
  event: string;
}

export interface SeedCustomerSession {
  id: string;
  accountId: string;
  app: AppId;
  status: CustomerSearchStatus;
  at: Date;
  sessionRef: string;
  phoneNumber: string;
  customerRef: string;
}

/** Daily tasks of one account's app from day `startDay` to `endDay` of the window (see activity.ts). */
export interface ActivityPlan {
  accountId: string;
  app: AppId;
  scale: number;
  startDay: number;
  endDay: number;
  /** Varies the noise between plans. */
  salt: number;
}
