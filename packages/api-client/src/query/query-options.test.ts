import type { QueryKey } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { adminKeys } from '../admins/keys';
import { listAdminsQueryOptions } from '../admins/list-admins';
import type { Admin } from '../admins/schemas';
import { getAuditLogPageQueryOptions, getAuditLogPagesQueryOptions } from '../audit-log/get-audit-log-page';
import type { AuditLogPage } from '../audit-log/schemas';
import { getUsageQueryOptions } from '../billing/get-usage';
import { getBrandingQueryOptions } from '../branding/get-branding';
import { createClient } from '../client/create-client';
import { getCustomerLookupQueryOptions } from '../customer-lookup/get-customer-lookup';
import { searchCustomersQueryOptions } from '../customer-search/search-customers';
import { getDeveloperAccountQueryOptions } from '../developers/get-developer-account';
import { listInvitationsQueryOptions } from '../invitations/list-invitations';
import { getLoggingQueryOptions } from '../logging/get-logging';
import { getBootstrapQueryOptions } from '../session/get-bootstrap';
import { getSmsQueryOptions } from '../sms/get-sms';
import { getSsoQueryOptions } from '../sso/get-sso';
import { getSsoDomainQueryOptions } from '../sso/get-sso-domain';
import { BASE, cases, successHandlers } from '../test/call-cases';
import * as fixtures from '../test/fixtures';
import { setupMswServer } from '../test/msw-server';
import { getAccountQueryOptions } from '../watch-tower/get-account';
import { getAccountStatisticsQueryOptions } from '../watch-tower/get-account-statistics';
import { getSummaryStatisticsQueryOptions } from '../watch-tower/get-summary-statistics';
import { listAccountsQueryOptions } from '../watch-tower/list-accounts';
import { accountKeys } from './account-keys';

const server = setupMswServer();
const client = createClient({ baseUrl: BASE, timeZone: 'UTC' });
let queryClient: QueryClient;
beforeEach(() => {
  server.use(...successHandlers());
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

interface QueryRow {
  name: keyof typeof cases;
  options: { queryKey: QueryKey };
  key: QueryKey;
}

/** Every query helper with the exact key it caches under. */
const table: QueryRow[] = [
  { name: 'getBootstrap', options: getBootstrapQueryOptions(client), key: ['session', 'bootstrap'] },
  {
    name: 'listAdmins',
    options: listAdminsQueryOptions(client, 'a'),
    key: ['accounts', 'a', 'admins', 'list'],
  },
  {
    name: 'listInvitations',
    options: listInvitationsQueryOptions(client, 'a'),
    key: ['accounts', 'a', 'invitations', 'list'],
  },
  {
    name: 'getBranding',
    options: getBrandingQueryOptions(client, 'a'),
    key: ['accounts', 'a', 'branding', 'detail'],
  },
  {
    name: 'getUsage',
    options: getUsageQueryOptions(client, 'a', 'passkeys'),
    key: ['accounts', 'a', 'billing', 'usage', 'passkeys'],
  },
  {
    name: 'searchCustomers',
    options: searchCustomersQueryOptions(client, 'a', 'cust 42'),
    key: ['accounts', 'a', 'customer-search', 'results', 'cust 42'],
  },
  {
    name: 'getAuditLogPage',
    options: getAuditLogPageQueryOptions(client, 'a', 'k25'),
    key: ['accounts', 'a', 'audit-log', 'page', 'k25'],
  },
  {
    name: 'getCustomerLookup',
    options: getCustomerLookupQueryOptions(client, 'a'),
    key: ['accounts', 'a', 'customer-lookup', 'config'],
  },
  {
    name: 'getLogging',
    options: getLoggingQueryOptions(client, 'a'),
    key: ['accounts', 'a', 'logging', 'configs'],
  },
  { name: 'getSms', options: getSmsQueryOptions(client, 'a'), key: ['accounts', 'a', 'sms', 'config'] },
  { name: 'getSso', options: getSsoQueryOptions(client, 'a'), key: ['accounts', 'a', 'sso', 'configs'] },
  {
    name: 'getSsoDomain',
    options: getSsoDomainQueryOptions(client, 'a'),
    key: ['accounts', 'a', 'sso', 'domain'],
  },
  {
    name: 'getDeveloperAccount',
    options: getDeveloperAccountQueryOptions(client, 'a'),
    key: ['accounts', 'a', 'developers', 'account'],
  },
  {
    name: 'listAccounts',
    options: listAccountsQueryOptions(client),
    key: ['watch-tower', 'accounts', 'list'],
  },
  {
    name: 'getAccount',
    options: getAccountQueryOptions(client, 'acc_1'),
    key: ['watch-tower', 'accounts', 'detail', 'acc_1'],
  },
  {
    name: 'getAccountStatistics',
    options: getAccountStatisticsQueryOptions(client, 'acc_1'),
    key: ['watch-tower', 'accounts', 'detail', 'acc_1', 'statistics'],
  },
  {
    name: 'getSummaryStatistics',
    options: getSummaryStatisticsQueryOptions(client),
    key: ['watch-tower', 'statistics', 'summary'],
  },
];

describe('query options', () => {
  it.each(table)('$name caches under its key and fetches the call', async ({ name, options, key }) => {
    expect(options.queryKey).toEqual(key);
    const data: unknown = await queryClient.query(options);
    expect(data).toEqual(cases[name].expected ?? cases[name].reply);
  });

  it('scopes account keys from the account, so one account never reads another one’s cache', () => {
    expect(adminKeys.list('a').slice(0, 2)).toEqual(accountKeys.all('a'));
    expect(adminKeys.list('a')).not.toEqual(adminKeys.list('b'));
  });

  it('leaves the customer search idle for an empty query', () => {
    expect(searchCustomersQueryOptions(client, 'a', '  ').enabled).toBe(false);
  });

  it('follows x-last-key through the audit log pages and stops when it is absent', async () => {
    server.use(
      http.get(`${BASE}/api/audit-log`, ({ request }) => {
        const lastKey = new URL(request.url).searchParams.get('lastKey');
        const headers: Record<string, string> = { 'x-count': '2' };
        if (lastKey === null) headers['x-last-key'] = 'k1';
        return HttpResponse.json([{ ...fixtures.auditEntry, id: lastKey ?? 'first' }], { headers });
      }),
    );
    const options = getAuditLogPagesQueryOptions(client, 'a');
    expect(options.queryKey).toEqual(['accounts', 'a', 'audit-log', 'pages']);
    const first = await queryClient.infiniteQuery(options);
    expect(first.pages[0]).toMatchObject({ total: 2, lastKey: 'k1' });
    const more = await queryClient.infiniteQuery({ ...options, pages: 2 });
    expect(more.pages.map((page) => page.entries[0]?.id)).toEqual(['first', 'k1']);
    expect(more.pages[1]?.lastKey).toBeNull();
  });

  it('infers the data type from the key', () => {
    const admins = listAdminsQueryOptions(client, 'a');
    expectTypeOf(queryClient.getQueryData(admins.queryKey)).toEqualTypeOf<Admin[] | undefined>();
    const page = getAuditLogPageQueryOptions(client, 'a');
    expectTypeOf(queryClient.getQueryData(page.queryKey)).toEqualTypeOf<AuditLogPage | undefined>();
  });
});
