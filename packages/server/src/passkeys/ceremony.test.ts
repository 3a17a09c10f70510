import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { passkeyEnrollmentSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { createSession } from '../sessions/create-session';
import type { SoftwareAuthenticator } from '../demo/software-authenticator';
import { createSoftwareAuthenticator } from '../demo/software-authenticator';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { putGeneralSettings } from '../test/app-settings';
import { TEST_NOW } from '../test/test-database';
import { passkeyOptions, verifyPasskey } from './ceremony';
import { relyingParty } from './webauthn-input';

const GOOGLE = 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4';
const WINDOWS_HELLO = '08987058-cadc-4b81-b6e1-30de50dcbe96';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = relyingParty(t.config).origin;
}, 180_000);
afterAll(() => t.close());

/** A new passkeys session for the customer, as the agent app creates it; answers its link's ref. */
async function newSession(customerRef: string, mode: 'enroll' | 'authenticate') {
  const { id, link } = await createSession(
    t.deps,
    DEMO_ACCOUNT_ID,
    {
      app: 'passkeys',
      phoneNumber: '+14155550142',
      customerRef,
      agent: { id: 'a1', name: 'Agent' },
      data: { mode },
    },
    { type: mode === 'enroll' ? 'enrollment' : 'authentication' },
  );
  return { id, ref: link?.split('/').at(-1) ?? '' };
}

async function sessionRow(id: string) {
  const row = await t.db
    .selectFrom('app_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const events = await t.db
    .selectFrom('session_events')
    .select(['type', 'detail'])
    .where('session_id', '=', id)
    .orderBy('seq')
    .execute();
  return { ...row, events: events.map((event) => event.type) };
}

async function enroll(
  customerRef: string,
  authenticator: SoftwareAuthenticator,
  device = 'Pixel 8 · Android 15',
) {
  const { id, ref } = await newSession(customerRef, 'enroll');
  const options = await passkeyOptions(t.deps, ref);
  if (options.outcome !== 'options' || options.mode !== 'enroll') throw new Error('no registration options');
  const result = await verifyPasskey(t.deps, ref, {
    credential: authenticator.register(options.options, origin),
    device,
  });
  return { id, ref, options: options.options, result };
}

/** Options for an authenticate session, or the ended session when there were none to give. */
async function authenticationOptions(customerRef: string) {
  const { id, ref } = await newSession(customerRef, 'authenticate');
  const options = await passkeyOptions(t.deps, ref);
  return { id, ref, options };
}

function requestOptions(
  result: Awaited<ReturnType<typeof passkeyOptions>>,
): PublicKeyCredentialRequestOptionsJSON {
  if (result.outcome !== 'options' || result.mode !== 'authenticate')
    throw new Error(`no options: ${result.outcome}`);
  return result.options;
}

/** Settings › General "Offer enrolment when no passkey is found". */
async function offerEnrollment(offer: boolean) {
  const res = await putGeneralSettings(t, 'passkeys', { offerEnrollment: offer });
  expect(res).toMatchObject({ status: 200, json: { offerEnrollment: offer } });
}

async function listed(customerRef: string) {
  const res = await t.request('GET', `/api/passkeys/enrollments?status=all&q=${customerRef}`, {
    token: t.tokens.owner,
  });
  return passkeyEnrollmentSchema.array().parse(res.json);
}

describe('the passkeys ceremony with a software authenticator', () => {
  it('enrols: verifies the registration, stores the passkey named from its AAGUID, and succeeds the session', async () => {
    const phone = createSoftwareAuthenticator({ aaguid: GOOGLE, backedUp: true });
    const { id, options, result } = await enroll('CUST-WA-1', phone);
    const registration: PublicKeyCredentialCreationOptionsJSON = options;
    expect(registration.rp.id).toBe(new URL(origin).hostname);
    expect(registration.user.name).toBe('CUST-WA-1');
    expect(result).toMatchObject({
      outcome: 'succeeded',
      session: {
        id,
        status: 'success',
        details: { type: 'enrollment', authenticator: 'Google Password Manager' },
      },
    });
    expect(await listed('CUST-WA-1')).toEqual([
      {
        id: expect.stringMatching(/^pk_/) as unknown as string,
        customerRef: 'CUST-WA-1',
        phoneNumber: '+14155550142',
        authenticator: 'Google Password Manager',
        aaguid: GOOGLE,
        device: 'Pixel 8 · Android 15',
        backedUp: true,
        createdAt: TEST_NOW.toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    const stored = await t.db
      .selectFrom('passkey_enrollments')
      .select(['credential_id', 'public_key'])
      .where('customer_ref', '=', 'CUST-WA-1')
      .executeTakeFirstOrThrow();
    expect(stored.credential_id).toBe(phone.credentialId);
    expect(stored.public_key?.length).toBeGreaterThan(60);
    // The challenge is spent: the same response again finds the session ended.
    expect((await sessionRow(id)).webauthn_challenge).toBeNull();
  });

  it("authenticates with the stored key: succeeds, sets last used and the counter; the client's challenge is not trusted", async () => {
    const phone = createSoftwareAuthenticator({ aaguid: WINDOWS_HELLO, backedUp: false });
    await enroll('CUST-WA-2', phone, 'Windows PC · Windows 11');
    t.clock.advance(60_000);
    const { id, ref, options } = await authenticationOptions('CUST-WA-2');
    const request = requestOptions(options);
    expect(request.allowCredentials?.map((credential) => credential.id)).toEqual([phone.credentialId]);
    // An answer to a challenge of the client's own making is refused, and spends the kept one.
    const forged = phone.authenticate({ ...request, challenge: isoBase64URL.fromUTF8String('mine') }, origin);
    expect(await verifyPasskey(t.deps, ref, { credential: forged })).toMatchObject({
      outcome: 'refused',
      session: { status: 'pending' },
    });
    expect(
      await verifyPasskey(t.deps, ref, { credential: phone.authenticate(request, origin) }),
    ).toMatchObject({
      outcome: 'refused',
    });
    const fresh = requestOptions(await passkeyOptions(t.deps, ref));
    const result = await verifyPasskey(t.deps, ref, { credential: phone.authenticate(fresh, origin) });
    expect(result).toMatchObject({
      outcome: 'succeeded',
      session: { id, status: 'success', details: { type: 'authentication', authenticator: 'Windows Hello' } },
      enrollment: { lastUsedAt: t.clock.now().toISOString() },
    });
    const row = await t.db
      .selectFrom('passkey_enrollments')
      .select('counter')
      .where('customer_ref', '=', 'CUST-WA-2')
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(3);
    expect((await sessionRow(id)).events).toEqual([
      'session.created',
      'passkey.failed',
      'passkey.failed',
      'session.succeeded',
    ]);
  });

  it('refuses a tampered signature and keeps the session pending', async () => {
    const phone = createSoftwareAuthenticator({ aaguid: GOOGLE, backedUp: true });
    await enroll('CUST-WA-3', phone);
    const { id, ref, options } = await authenticationOptions('CUST-WA-3');
    const answer = phone.authenticate(requestOptions(options), origin) as AuthenticationResponseJSON;
    const signature = isoBase64URL.toBuffer(answer.response.signature);
    signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff;
    const tampered = {
      ...answer,
      response: { ...answer.response, signature: isoBase64URL.fromBuffer(signature) },
    };
    expect(await verifyPasskey(t.deps, ref, { credential: tampered })).toMatchObject({
      outcome: 'refused',
      session: { status: 'pending' },
    });
    const row = await sessionRow(id);
    expect(row).toMatchObject({ status: 'pending', events: ['session.created', 'passkey.failed'] });
    const enrollment = (await listed('CUST-WA-3'))[0];
    expect(enrollment?.lastUsedAt).toBeNull();
  });

  it('refuses a revoked passkey (no_credential), whether offered or not, and a demo seed one without a key', async () => {
    const phone = createSoftwareAuthenticator({ aaguid: GOOGLE, backedUp: true });
    const laptop = createSoftwareAuthenticator({ aaguid: WINDOWS_HELLO, backedUp: false });
    await enroll('CUST-WA-4', phone);
    await enroll('CUST-WA-4', laptop, 'Windows PC · Windows 11');
    const phoneEnrollment = (await listed('CUST-WA-4')).find(
      (row) => row.authenticator === 'Google Password Manager',
    );
    const revoke = await t.request('DELETE', `/api/passkeys/enrollments/${phoneEnrollment?.id ?? ''}`, {
      token: t.tokens.owner,
    });
    expect(revoke.status).toBe(200);

    // The revoked passkey is no longer offered; answering with it anyway fails the session.
    const first = await authenticationOptions('CUST-WA-4');
    const offered = requestOptions(first.options);
    expect(offered.allowCredentials?.map((credential) => credential.id)).toEqual([laptop.credentialId]);
    expect(phone.authenticate(offered, origin)).toBeUndefined();
    const refused = await verifyPasskey(t.deps, first.ref, {
      credential: phone.authenticate({ ...offered, allowCredentials: [] }, origin),
    });
    expect(refused).toMatchObject({
      outcome: 'ended',
      session: { status: 'failure', reason: 'no_credential' },
    });

    // With every passkey revoked and no enrolment offered, the next authentication fails at once.
    const laptopEnrollment = (await listed('CUST-WA-4')).find((row) => row.authenticator === 'Windows Hello');
    await t.request('DELETE', `/api/passkeys/enrollments/${laptopEnrollment?.id ?? ''}`, {
      token: t.tokens.owner,
    });
    await offerEnrollment(false);
    const second = await authenticationOptions('CUST-WA-4');
    await offerEnrollment(true);
    expect(second.options).toMatchObject({
      outcome: 'ended',
      session: { id: second.id, status: 'failure', reason: 'no_credential' },
    });

    // A seeded passkey is offered, but no authenticator holds its key: a response naming it is refused alike.
    const seeded = await t.db
      .selectFrom('passkey_enrollments')
      .select(['customer_ref', 'credential_id'])
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('public_key', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    const demo = await authenticationOptions(seeded.customer_ref);
    const request = requestOptions(demo.options);
    expect(request.allowCredentials?.map((credential) => credential.id)).toContain(seeded.credential_id);
    const answer = phone.authenticate(
      { ...request, allowCredentials: [] },
      origin,
    ) as AuthenticationResponseJSON;
    const naming = { ...answer, id: seeded.credential_id, rawId: seeded.credential_id };
    expect(await verifyPasskey(t.deps, demo.ref, { credential: naming })).toMatchObject({
      outcome: 'ended',
      session: { status: 'failure', reason: 'no_credential' },
    });
  });

  it('offers enrolment to a customer with no passkey (on by default), or fails no_credential when turned off', async () => {
    const offered = await authenticationOptions('CUST-WA-6');
    if (offered.options.outcome !== 'options' || offered.options.mode !== 'enroll') {
      throw new Error('no registration options');
    }
    expect((await sessionRow(offered.id)).events).toEqual(['session.created', 'passkey.enrollment_offered']);
    const phone = createSoftwareAuthenticator({ aaguid: GOOGLE, backedUp: true });
    const result = await verifyPasskey(t.deps, offered.ref, {
      credential: phone.register(offered.options.options, origin),
      device: 'Pixel 8 · Android 15',
    });
    expect(result).toMatchObject({
      outcome: 'succeeded',
      session: {
        status: 'success',
        details: { type: 'enrollment', authenticator: 'Google Password Manager' },
      },
    });
    expect(await listed('CUST-WA-6')).toHaveLength(1);

    await offerEnrollment(false);
    try {
      const refused = await authenticationOptions('CUST-WA-7');
      expect(refused.options).toMatchObject({
        outcome: 'ended',
        session: {
          status: 'failure',
          reason: 'no_credential',
          details: { type: 'authentication' },
        },
      });
      expect(await listed('CUST-WA-7')).toEqual([]);
    } finally {
      await offerEnrollment(true);
    }
  });

  it('answers 404 for an unknown link, 400 for a body of the wrong shape, and leaves an ended session alone', async () => {
    await expect(passkeyOptions(t.deps, 'ses_nobody')).rejects.toMatchObject({ status: 404 });
    const { id, ref } = await newSession('CUST-WA-5', 'enroll');
    await passkeyOptions(t.deps, ref);
    await expect(verifyPasskey(t.deps, ref, { credential: { id: 'x' } })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    // The 400 spent nothing: the kept challenge still answers.
    expect((await sessionRow(id)).webauthn_challenge).not.toBeNull();
    t.clock.advance(60 * 60_000);
    expect(await passkeyOptions(t.deps, ref)).toMatchObject({
      outcome: 'ended',
      session: { status: 'timeout', reason: 'expired' },
    });
  });
});
