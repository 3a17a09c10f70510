import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { listInvitations } from '../invitations/list-invitations';
import { createInvitation } from '../invitations/create-invitation';
import { listPasskeyEnrollments } from '../passkeys/list-passkey-enrollments';
import { revokePasskeyEnrollment } from '../passkeys/revoke-passkey-enrollment';
import type { ListAdminsResponse } from '../admins/list-admins';
import type { HttpHandler } from 'msw';
import { createClient } from '../client/create-client';
import type { MockStore, Scenario } from '.';
import {
  createHandlers,
  createMockStore,
  handlers,
  mockStore,
  ops,
  resetMockStore,
  scenario,
  signInAs,
} from '.';

const server = setupServer(...handlers);
const client = createClient({ baseUrl: 'https://any-origin.example' });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('default handlers', () => {
  it('answer from the module store on any origin; resetMockStore restores it in place', async () => {
    await createInvitation(client, { email: 'reset@example.com' });
    signInAs(mockStore, { role: 'admin', isRoot: true });
    expect((await listInvitations(client)).map((invitation) => invitation.email)).toContain(
      'reset@example.com',
    );
    resetMockStore();
    expect(mockStore).toEqual(createMockStore());
    expect((await listInvitations(client)).map((invitation) => invitation.email)).not.toContain(
      'reset@example.com',
    );
  });

  it('forget on reset the state built on first read (the apps), so no story sees the last one’s changes', async () => {
    signInAs(mockStore, { role: 'owner' });
    const [first] = (await listPasskeyEnrollments(client, {})).items;
    await revokePasskeyEnrollment(client, { id: first?.id ?? '' });
    expect(mockStore.apps).toBeDefined();
    resetMockStore();
    expect(mockStore).toEqual(createMockStore());
    signInAs(mockStore, { role: 'owner' });
    expect((await listPasskeyEnrollments(client, {})).items[0]).toEqual(first);
    resetMockStore();
  });

  it('take another seed or clock on reset', () => {
    resetMockStore({ seed: 3, now: new Date('2025-01-01T00:00:00Z') });
    expect(mockStore).toEqual(createMockStore({ seed: 3, now: new Date('2025-01-01T00:00:00Z') }));
    resetMockStore();
  });

  it('has a typed public surface', () => {
    expectTypeOf(createHandlers).parameter(0).toEqualTypeOf<MockStore>();
    expectTypeOf(createHandlers(mockStore)).toEqualTypeOf<HttpHandler[]>();
    expectTypeOf(scenario(ops.listAdmins)).toEqualTypeOf<Scenario<typeof ops.listAdmins>>();
    expectTypeOf(scenario(ops.listAdmins).reply).parameter(0).toEqualTypeOf<ListAdminsResponse>();
    // @ts-expect-error not an error code of the catalogues
    expectTypeOf(() => scenario(ops.listAdmins).error('TEAPOT')).toBeFunction();
  });
});
