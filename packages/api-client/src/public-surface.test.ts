import { describe, expect, expectTypeOf, it } from 'vitest';
import * as api from './index';
import type {
  Admin,
  ApiClient,
  AppBilling,
  AppId,
  AssignableRole,
  AuditLogPage,
  Bootstrap,
  ExportAuditLogResult,
  GetAccountResponse,
  LoggingConfigBody,
  TokenResponse,
} from './index';

describe('public surface', () => {
  it('exports a fetcher, and query or mutation options, for every call', () => {
    for (const name of Object.keys(api.endpoints)) {
      expect(api).toHaveProperty(name, expect.any(Function));
      const helpers = [`${name}QueryOptions`, `${name}MutationOptions`].filter((helper) => helper in api);
      expect(helpers.length, name).toBeGreaterThan(0);
    }
  });

  it('keeps the mocks out of the main entry', () => {
    expect(Object.keys(api).filter((name) => /handler|mock|scenario/i.test(name))).toEqual([]);
  });

  it('types the fetchers from the schemas', () => {
    expectTypeOf(api.createClient).returns.toEqualTypeOf<ApiClient>();
    expectTypeOf(api.listAdmins).returns.resolves.toEqualTypeOf<Admin[]>();
    expectTypeOf(api.getBootstrap).returns.resolves.toEqualTypeOf<Bootstrap>();
    expectTypeOf<Bootstrap['billing']>().toEqualTypeOf<Record<AppId, AppBilling>>();
    expectTypeOf(api.getAuditLogPage).returns.resolves.toEqualTypeOf<AuditLogPage>();
    expectTypeOf<AuditLogPage['lastKey']>().toEqualTypeOf<string | null>();
    expectTypeOf(api.exportAuditLog).returns.resolves.toEqualTypeOf<ExportAuditLogResult>();
    expectTypeOf(api.startGhostMode).returns.resolves.toEqualTypeOf<TokenResponse>();
    expectTypeOf(api.getAccount).returns.resolves.toEqualTypeOf<GetAccountResponse>();
    expectTypeOf(api.signOut).returns.resolves.toBeVoid();
    expectTypeOf(api.errorMessage).returns.toBeString();
    expectTypeOf<api.ApiError['code']>().toEqualTypeOf<string | undefined>();
    expectTypeOf(api.oauthRedirectUri).returns.toBeString();
  });

  it('refuses inputs the spec does not allow', () => {
    const client = api.createClient();
    expectTypeOf<Parameters<typeof api.updateAdminRole>[1]['role']>().toEqualTypeOf<AssignableRole>();
    expectTypeOf(() => {
      // @ts-expect-error owner is never assignable
      void api.updateAdminRole(client, { id: 'a', role: 'owner' });
      // @ts-expect-error not an app id
      void api.startFreeTrial(client, { app: 'crm' });
      // @ts-expect-error the destination decides which object is sent
      const body: LoggingConfigBody = { destination: 'datadog', rapid7: { webhookUrl: 'x' } };
      return body;
    }).toBeFunction();
  });

  it('types mutation variables and query data', () => {
    const client = api.createClient();
    const mutation = api.updateAdminRoleMutationOptions(client, 'acc');
    expectTypeOf(mutation.mutationFn).parameter(0).toEqualTypeOf<api.UpdateAdminRoleInput>();
    const query = api.getUsageQueryOptions(client, 'acc', 'passkeys');
    expectTypeOf(query.queryFn).not.toBeUndefined();
    expectTypeOf<api.Usage>().toEqualTypeOf<{
      status: api.AppStatus;
      credits: number;
      freeTier: number;
      periodStart: string;
      periodEnd: string;
      sessionsThisPeriod: number;
    }>();
  });
});
