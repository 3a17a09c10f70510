/**
 * Fixed data for the shell stories: the seven apps (spec 000 §1), the settings side menu
 * (spec 001 §2), the setup checklist (spec 000 §2) and the settings menu entries (spec 000 §2).
 */
import type { AppSwitcherApp, ChecklistItem } from '@console/ui';

/** The seven apps, released ones first (titles are the stories' own). */
export const APPS: AppSwitcherApp[] = [
  { id: 'passkeys', title: 'Passkeys' },
  { id: 'one-time-passcode', title: 'One-Time Passcode' },
  { id: 'document-signature', title: 'Document Signature' },
  { id: 'e-form', title: 'E-Form' },
  { id: 'payments', title: 'Payments' },
  { id: 'identity-verification', title: 'Identity Verification' },
  { id: 'gateway-payments', title: 'Gateway Payments' },
];

/** The settings side menu, in the order of spec 001 §2. */
export const SETTINGS_NAV = [
  { label: 'Branding', href: '/settings/branding' },
  { label: 'Domain', href: '/settings/domain' },
  { label: 'Admin Management', href: '/settings/admin-management' },
  { label: 'SMS Configuration', href: '/settings/sms-configuration' },
  { label: 'Customer Lookup', href: '/settings/customer-lookup' },
  { label: 'Single Sign-On', href: '/settings/single-sign-on' },
  { label: 'Logging', href: '/settings/logging' },
  { label: 'Audit log', href: '/settings/audit-log' },
  { label: 'Developers', href: '/settings/developers' },
];

export const checklist = (brandingDone: boolean, domainDone: boolean): ChecklistItem[] => [
  { id: 'branding', label: 'Logo and colour set', done: brandingDone },
  { id: 'domain', label: 'Branded domain set and verified', done: domainDone },
];

/** An inline logo (shapes only, no text), as a data URI: no network, no font differences. */
export const ACME_LOGO = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><rect width="32" height="32" rx="8" fill="#1A56DB"/>' +
    '<circle cx="16" cy="16" r="7" fill="#F59E0B"/><rect x="40" y="8" width="72" height="7" rx="3.5" fill="#1A56DB"/>' +
    '<rect x="40" y="19" width="48" height="5" rx="2.5" fill="#6B7280"/></svg>',
)}`;
