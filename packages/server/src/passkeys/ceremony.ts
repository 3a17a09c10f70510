import { createHash, randomBytes } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import type { AppSession, PasskeyEnrollment } from '@console/api-client';
import { authenticatorName, invalidIssues, notFound, REFUSALS } from '@console/api-client/rules';
import { generalSettingsOf } from '../app-settings/stored-settings';
import type { Queryable } from '../db/schema';
import type { AppDeps } from '../deps';
import type { EventInput, SessionRow } from '../sessions/session-store';
import { appendToSession, lockSession, toAppSession } from '../sessions/session-store';
import type { EnrollmentRow } from './enrollment-queries';
import { customerEnrollments, toEnrollment } from './enrollment-queries';
import { authenticationInputSchema, registrationInputSchema, relyingParty } from './webauthn-input';

/**
 * The WebAuthn ceremony of a pending passkeys session (issue 19), as the customer's page drives it: `passkeyOptions`
 * for what to hand `navigator.credentials.create()` (enroll) or `.get()` (authenticate), then `verifyPasskey` with
 * what the browser answered. Both know the session by its link's ref only, which is all the page has. There is no
 * HTTP route for them yet (the customer's pages are out of scope, apps.md intro); the demo simulator calls them.
 *
 * The challenge is kept with the session (app_sessions.webauthn_challenge), never taken from the client, and spent by
 * the first response. The session moves only through appendToSession: `session.succeeded` with details {type,
 * authenticator}; `session.failed` with reason `no_credential` when the customer has no active passkey (and the app
 * offers no enrolment instead, passkeyOptions) or answers with one that is unknown, revoked or a demo seed's (no
 * key); a response that does not verify (a bad signature) is refused as a `passkey.failed` step and the session
 * stays pending until it expires, so the customer may try again.
 */

type Mode = 'enroll' | 'authenticate';

export type OptionsResult =
  | { outcome: 'options'; mode: 'enroll'; options: PublicKeyCredentialCreationOptionsJSON }
  | { outcome: 'options'; mode: 'authenticate'; options: PublicKeyCredentialRequestOptionsJSON }
  | { outcome: 'ended'; session: AppSession };

export type VerifyResult =
  | { outcome: 'succeeded'; session: AppSession; enrollment: PasskeyEnrollment }
  | { outcome: 'refused'; session: AppSession }
  | { outcome: 'ended'; session: AppSession };

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'config'>;

const modeOf = (row: SessionRow): Mode => (row.details.type === 'enrollment' ? 'enroll' : 'authenticate');

/** WebAuthn's user handle for a customer: the same for every passkey they make in this account, and opaque. */
const userHandle = (row: SessionRow) =>
  new Uint8Array(createHash('sha256').update(`${row.account_id}\n${row.customer_ref}`).digest());

/** The passkeys session of this link, locked; an ended one as it is, an expired one timed out first. */
async function pendingSession(
  tx: Queryable,
  deps: Deps,
  sessionRef: string,
  now: Date,
): Promise<{ row: SessionRow } | { ended: AppSession }> {
  const found = await tx
    .selectFrom('app_sessions')
    .select('id')
    .where('session_ref', '=', sessionRef)
    .where('app', '=', 'passkeys')
    .executeTakeFirst();
  const row = found && (await lockSession(tx, found.id));
  if (!row) throw notFound(REFUSALS.sessionNotFound);
  if (row.status !== 'pending') return { ended: toAppSession(row) };
  if (row.expires_at.getTime() <= now.getTime()) {
    const timedOut = await step(tx, deps, row, { type: 'session.timed_out', reason: 'expired' }, now);
    return { ended: timedOut };
  }
  return { row };
}

async function step(tx: Queryable, deps: Deps, row: SessionRow, input: EventInput, now: Date) {
  const moved = await appendToSession(tx, { id: row.id, pendingOnly: true }, input, now, deps.secrets);
  return toAppSession(moved ?? row);
}

const keepChallenge = (tx: Queryable, row: SessionRow, challenge: string | null) =>
  tx.updateTable('app_sessions').set({ webauthn_challenge: challenge }).where('id', '=', row.id).execute();

/**
 * The options for the browser, with a new challenge kept for the answer; `ended` when there is nothing to do. An
 * authenticate session whose customer has no active passkey becomes an enrolment when the app offers one
 * (Settings › General "Offer enrolment when no passkey is found", apps.md §3.2): a `passkey.enrollment_offered`
 * step sets details.type to `enrollment` and the answer is registration options; otherwise it fails,
 * `no_credential`.
 */
export async function passkeyOptions(deps: Deps, sessionRef: string): Promise<OptionsResult> {
  const now = deps.clock.now();
  const { rpID } = relyingParty(deps.config);
  return deps.db.transaction().execute(async (tx): Promise<OptionsResult> => {
    const pending = await pendingSession(tx, deps, sessionRef, now);
    if ('ended' in pending) return { outcome: 'ended', session: pending.ended };
    let { row } = pending;
    const active = await customerEnrollments(tx, row.account_id, row.customer_ref, { active: true });
    const known = active.map((enrollment) => ({
      id: enrollment.credential_id,
      transports: enrollment.transports,
    }));
    const settings = await generalSettingsOf(tx, row.account_id, 'passkeys');
    if (modeOf(row) === 'authenticate' && known.length === 0) {
      if (!settings.offerEnrollment) {
        const failed = await step(tx, deps, row, { type: 'session.failed', reason: 'no_credential' }, now);
        return { outcome: 'ended', session: failed };
      }
      const offer = { type: 'passkey.enrollment_offered', details: { type: 'enrollment' } };
      row = (await appendToSession(tx, { id: row.id }, offer, now, deps.secrets)) ?? row;
    }
    const timeout = row.expires_at.getTime() - now.getTime();
    if (modeOf(row) === 'enroll') {
      const options = await generateRegistrationOptions({
        rpName: settings.displayName,
        rpID,
        userName: row.customer_ref,
        userID: userHandle(row),
        timeout,
        attestationType: 'none',
        excludeCredentials: known,
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      });
      await keepChallenge(tx, row, options.challenge);
      return { outcome: 'options', mode: 'enroll', options };
    }
    const options = await generateAuthenticationOptions({
      rpID,
      timeout,
      allowCredentials: known,
      userVerification: 'required',
    });
    await keepChallenge(tx, row, options.challenge);
    return { outcome: 'options', mode: 'authenticate', options };
  });
}

/** The browser's answer, verified against the kept challenge; a body of the wrong shape is 400. */
export async function verifyPasskey(deps: Deps, sessionRef: string, body: unknown): Promise<VerifyResult> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx): Promise<VerifyResult> => {
    const pending = await pendingSession(tx, deps, sessionRef, now);
    if ('ended' in pending) return { outcome: 'ended', session: pending.ended };
    const { row } = pending;
    // A body of the wrong shape throws (400), which rolls the transaction back: the challenge stays for a retry.
    const input =
      modeOf(row) === 'enroll'
        ? { mode: 'enroll' as const, ...parse(registrationInputSchema, body) }
        : { mode: 'authenticate' as const, ...parse(authenticationInputSchema, body) };
    const challenge = row.webauthn_challenge;
    await keepChallenge(tx, row, null);
    const refuse = async (detail: string): Promise<VerifyResult> => ({
      outcome: 'refused',
      session: await step(tx, deps, row, { type: 'passkey.failed', detail }, now),
    });
    if (challenge === null) return refuse('no ceremony was started');
    const context = { tx, deps, row, challenge, now, refuse };
    return input.mode === 'enroll'
      ? enroll(context, input.credential, input.device)
      : authenticate(context, input.credential);
  });
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidIssues(result.error.issues);
  return result.data;
}

interface Context {
  tx: Queryable;
  deps: Deps;
  row: SessionRow;
  challenge: string;
  now: Date;
  refuse: (detail: string) => Promise<VerifyResult>;
}

/** A verified registration becomes the customer's passkey; its credential id must be new to the account. */
async function enroll(context: Context, response: RegistrationResponseJSON, device: string) {
  const { tx, deps, row, challenge, now, refuse } = context;
  const { rpID, origin } = relyingParty(deps.config);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
  }).catch(() => undefined);
  if (!verified?.verified) return refuse('registration not verified');
  const info = verified.registrationInfo;
  const inserted = await tx
    .insertInto('passkey_enrollments')
    .values({
      id: `pk_${randomBytes(12).toString('hex')}`,
      account_id: row.account_id,
      customer_ref: row.customer_ref,
      phone_number: row.phone_number,
      credential_id: info.credential.id,
      public_key: info.credential.publicKey,
      counter: info.credential.counter,
      aaguid: info.aaguid.toLowerCase(),
      device,
      backed_up: info.credentialBackedUp,
      transports: JSON.stringify(response.response.transports ?? []),
      created_at: now,
      last_used_at: null,
      revoked_at: null,
      revoked_by: null,
    })
    .onConflict((oc) => oc.columns(['account_id', 'credential_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return refuse('credential already registered');
  return succeed(context, inserted, 'enrollment');
}

/**
 * An assertion by one of the customer's active passkeys, checked with its stored key and counter; a credential that
 * is not one (unknown, revoked, or a demo seed's without a key) fails the session: `no_credential`.
 */
async function authenticate(context: Context, response: AuthenticationResponseJSON) {
  const { tx, deps, row, challenge, now, refuse } = context;
  const enrollment = await tx
    .selectFrom('passkey_enrollments')
    .selectAll()
    .where('account_id', '=', row.account_id)
    .where('customer_ref', '=', row.customer_ref)
    .where('credential_id', '=', response.id)
    .forUpdate()
    .executeTakeFirst();
  if (!enrollment || enrollment.revoked_at !== null || enrollment.public_key === null) {
    const failed = await step(tx, deps, row, { type: 'session.failed', reason: 'no_credential' }, now);
    return { outcome: 'ended' as const, session: failed };
  }
  const { rpID, origin } = relyingParty(deps.config);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: enrollment.credential_id,
      publicKey: new Uint8Array(enrollment.public_key),
      counter: Number(enrollment.counter),
      transports: enrollment.transports,
    },
  }).catch(() => undefined);
  if (!verified?.verified) return refuse('signature not verified');
  const used = await tx
    .updateTable('passkey_enrollments')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', enrollment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return succeed(context, used, 'authentication');
}

async function succeed(
  { tx, deps, row, now }: Context,
  enrollment: EnrollmentRow,
  type: 'enrollment' | 'authentication',
): Promise<VerifyResult> {
  const authenticator = authenticatorName(enrollment.aaguid);
  const session = await step(
    tx,
    deps,
    row,
    { type: 'session.succeeded', details: { type, authenticator } },
    now,
  );
  return { outcome: 'succeeded', session, enrollment: toEnrollment(enrollment) };
}
