/** Fixed Watch Tower-like accounts for the DataTable stories: every value derived from the index. */
import { createDataTableColumnHelper } from '@console/ui';

export interface AccountRow {
  id: string;
  name: string;
  apps: string[];
  provider: 'azure' | 'google' | 'webex' | 'zoom' | 'okta' | 'oidc';
  admins: number;
}

const words = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Tyrell',
  'Cyberdyne',
];
const kinds = ['Bank', 'Health', 'Telecom', 'Insurance', 'Energy', 'Retail', 'Travel'];
const appTitles = ['Passkeys', 'One-Time Passcode', 'Document Signature', 'E-Form', 'Payments'];
const providers = ['azure', 'google', 'webex', 'zoom', 'okta', 'oidc'] as const;
export const providerLabels = {
  azure: 'Azure',
  google: 'Google',
  webex: 'Webex',
  zoom: 'Zoom',
  okta: 'Okta',
  oidc: 'OIDC',
};

export function makeAccounts(count: number): AccountRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `acc-${String(index + 1).padStart(5, '0')}`,
    name: `${words[(index * 7) % words.length] ?? ''} ${kinds[index % kinds.length] ?? ''} ${index + 1}`,
    apps: appTitles.filter((_, app) => (index + app) % 3 !== 0),
    provider: providers[index % providers.length] ?? 'oidc',
    admins: ((index * 13) % 17) + 1,
  }));
}

const column = createDataTableColumnHelper<AccountRow>();

export const accountColumns = [
  column.accessor('name', { header: 'Account name' }),
  column.accessor('apps', {
    header: 'Active Apps',
    enableSorting: false,
    meta: { hideBelow: 'md' },
    cell: (info) => info.getValue().join(', '),
  }),
  column.accessor('provider', {
    header: 'Platform',
    meta: { width: '8rem' },
    cell: (info) => providerLabels[info.getValue()],
  }),
  column.accessor('admins', { header: 'Admins', meta: { align: 'end', width: '7rem' } }),
];
