/**
 * Fixed data for the shell stories: the seven apps (spec 000 §1) with stand-in icons, the settings side menu
 * (spec 001 §2), the setup checklist (spec 000 §2) and the settings menu entries (spec 000 §2).
 */
import {
  CreditCard,
  FileSignature,
  FileText,
  Fingerprint,
  KeyRound,
  Landmark,
  ScanFace,
  type LucideIcon,
} from 'lucide-react';
import { css } from '../../styled-system/css';
import type { AppSwitcherApp, ChecklistItem } from '@console/ui';

const tile = css({
  display: 'inline-flex',
  w: 'full',
  h: 'full',
  p: '0.5',
  borderRadius: 'sm',
  color: 'white',
  '& svg': { w: 'full', h: 'full' },
});

const APP_TILE_COLORS = {
  passkeys: css({ bg: 'app.passkeys' }),
  'one-time-passcode': css({ bg: 'app.one-time-passcode' }),
  'document-signature': css({ bg: 'app.document-signature' }),
  'e-form': css({ bg: 'app.e-form' }),
  payments: css({ bg: 'app.payments' }),
  'identity-verification': css({ bg: 'app.identity-verification' }),
  'gateway-payments': css({ bg: 'app.gateway-payments' }),
};

type AppId = keyof typeof APP_TILE_COLORS;

const app = (id: AppId, title: string, Icon: LucideIcon): AppSwitcherApp => ({
  id,
  title,
  icon: (
    <span className={`${tile} ${APP_TILE_COLORS[id]}`}>
      <Icon />
    </span>
  ),
});

export const APPS: AppSwitcherApp[] = [
  app('passkeys', 'Passkeys', Fingerprint),
  app('one-time-passcode', 'One-Time Passcode', KeyRound),
  app('document-signature', 'Document Signature', FileSignature),
  app('e-form', 'E-Form', FileText),
  app('payments', 'Payments', CreditCard),
  app('identity-verification', 'Identity Verification', ScanFace),
  app('gateway-payments', 'Gateway Payments', Landmark),
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
