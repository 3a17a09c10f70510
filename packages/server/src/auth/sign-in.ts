import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { OAuthIntent, Platform, Role } from '@console/api-client';
import { PUBLIC_MAIL_DOMAINS } from '@console/api-client';
import { auditEvents } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import type { SecretBox } from '../crypto/secret-box';
import type { AdminRow, Queryable } from '../db/schema';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { sealedNewWebhookSecret } from '../webhooks/signing-secret';
import type { SocialIdentity } from './social-identity';

export interface Identity {
  email: string;
  firstName: string;
  lastName: string;
}

export async function sessionToken(
  deps: AppDeps,
  admin: Pick<AdminRow, 'id' | 'account_id' | 'role' | 'is_root'>,
) {
  return deps.tokens.sign({
    acc: admin.account_id,
    sub: admin.id,
    role: admin.role,
    isRoot: admin.is_root,
    ghost: false,
  });
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Turns a pending, unexpired invitation of the signed-in address into an admin of the inviting account (of
 * `accountId` only, for SSO): once, as the conditional update makes two sign-ins at the same moment accept it once.
 */
export async function acceptInvitation(db: Queryable, now: Date, identity: Identity, accountId?: string) {
  let query = db
    .selectFrom('invitations')
    .selectAll()
    .where(sql`lower(email)`, '=', identity.email.toLowerCase())
    .where('revoked_at', 'is', null)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc');
  if (accountId) query = query.where('account_id', '=', accountId);
  const invitation = await query.executeTakeFirst();
  if (!invitation) return undefined;
  const accepted = await db
    .updateTable('invitations')
    .set({ accepted_at: now })
    .where('id', '=', invitation.id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (Number(accepted.numUpdatedRows) === 0) return undefined;
  return createAdmin(db, now, invitation.account_id, identity, invitation.role, 'invitation.accepted');
}

export async function createAdmin(
  db: Queryable,
  now: Date,
  accountId: string,
  identity: Identity,
  role: Role,
  event: string,
) {
  const admin = await db
    .insertInto('admins')
    .values({
      id: `adm_${randomUUID()}`,
      account_id: accountId,
      first_name: identity.firstName || identity.email.split('@')[0] || '',
      last_name: identity.lastName,
      email: identity.email,
      role,
      photo: null,
      time_zone: null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(
    db,
    now,
    accountId,
    null,
    event === 'invitation.accepted'
      ? auditEvents.invitationAccepted(identity.email)
      : auditEvents.accountJoined(event, identity.email),
  );
  return admin;
}

export function activeAdminByEmail(db: Queryable, email: string) {
  return db
    .selectFrom('admins')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** ACCOUNT_EXISTS when someone of the e-mail's company (not a public mailbox) is already an admin. */
async function refuseColleague(db: Queryable, email: string) {
  const domain = domainOf(email);
  if (PUBLIC_MAIL_DOMAINS.has(domain)) return;
  const colleague = await db
    .selectFrom('admins')
    .select('id')
    .where(sql`lower(email)`, 'like', `%@${domain}`)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (colleague) throw new HttpError('ACCOUNT_EXISTS');
}

/** A new account on `platform`, with the person as its owner. */
async function createAccount(
  db: Queryable,
  secrets: SecretBox,
  now: Date,
  identity: Identity,
  platform: Platform,
) {
  const domain = domainOf(identity.email);
  const accountId = `acc_${randomUUID()}`;
  const company = domain.split('.')[0] ?? domain;
  await db
    .insertInto('accounts')
    .values({
      id: accountId,
      name: PUBLIC_MAIL_DOMAINS.has(domain)
        ? `${identity.firstName} ${identity.lastName}`.trim() || identity.email
        : company.charAt(0).toUpperCase() + company.slice(1),
      provider: platform,
      created_at: now,
      widget_key: `wk_live_${randomBytes(12).toString('hex')}`,
      secret_key: `sk_live_${randomBytes(16).toString('hex')}`,
      webhook_secret: sealedNewWebhookSecret(secrets, accountId),
    })
    .execute();
  return createAdmin(db, now, accountId, identity, 'owner', 'account.created');
}

/**
 * Webex sign-in (spec 001 §8): an admin signs in; an invited person becomes an admin; someone from
 * a company that already has an account gets ACCOUNT_EXISTS; anyone else signs up, as owner of a
 * new account on that platform. Webex answers only for its own verified users (GET /people/me).
 * Answers the admin, for the caller to count against its account and sign a token for.
 */
export async function signInOrSignUp(
  deps: AppDeps,
  identity: Identity,
  platform: Platform,
): Promise<AdminRow> {
  const now = deps.clock.now();
  const email = identity.email.toLowerCase();
  return deps.db.transaction().execute(async (tx) => {
    const existing = await activeAdminByEmail(tx, email);
    if (existing) return existing;
    const invited = await acceptInvitation(tx, now, { ...identity, email });
    if (invited) return invited;
    await refuseColleague(tx, email);
    return createAccount(tx, deps.secrets, now, { ...identity, email }, platform);
  });
}

/** The active admin an issuer's subject was bound to at an earlier sign-in. */
export function boundAdmin(db: Queryable, provider: string, subject: string) {
  return db
    .selectFrom('admin_identities')
    .innerJoin('admins', 'admins.id', 'admin_identities.admin_id')
    .selectAll('admins')
    .where('admin_identities.provider', '=', provider)
    .where('admin_identities.subject', '=', subject)
    .where('admins.archived_at', 'is', null)
    .executeTakeFirst();
}

/** Remembers that the issuer's subject is this admin; later sign-ins match by it, not by e-mail. */
export async function bindIdentity(db: Queryable, provider: string, subject: string, adminId: string) {
  await db
    .insertInto('admin_identities')
    .values({ provider, subject, admin_id: adminId })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}

/** Refused: an address the issuer has not verified may belong to someone else (nOAuth). */
export const UNVERIFIED_EMAIL_MESSAGE =
  'Your sign-in provider has not verified your e-mail address, so it cannot be matched to an administrator.';

/**
 * Google and Microsoft sign-in (spec 001 §8). The issuer's subject, once bound, is the identity;
 * the e-mail is used only on the first sign-in and only when the issuer verified it: it matches an
 * active admin or a pending invitation, then binds. Only a sign-up (the /sign-up page, terms
 * accepted) may create an account; a sign-in of someone unknown is ADMIN_NOT_FOUND (a colleague of
 * an existing account ACCOUNT_EXISTS), and nothing is stored. Answers the admin, as signInOrSignUp.
 */
export async function signInWithSocial(
  deps: AppDeps,
  identity: SocialIdentity,
  intent: OAuthIntent,
): Promise<AdminRow> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    const bound = await boundAdmin(tx, identity.provider, identity.subject);
    if (bound) return bound;
    if (!identity.emailVerified) throw new HttpError('UNAUTHENTICATED', UNVERIFIED_EMAIL_MESSAGE);
    const matched =
      (await activeAdminByEmail(tx, identity.email)) ?? (await acceptInvitation(tx, now, identity));
    let admin = matched;
    if (!admin) {
      await refuseColleague(tx, identity.email);
      if (intent !== 'sign-up') throw new HttpError('ADMIN_NOT_FOUND');
      admin = await createAccount(tx, deps.secrets, now, identity, identity.provider);
    }
    await bindIdentity(tx, identity.provider, identity.subject, admin.id);
    return admin;
  });
}

/** Where an SSO sign-in may land: the account, its proven domain and its Azure or Okta groups. */
export interface SsoTarget {
  accountId: string;
  /** The proven SSO domain (lower case): the only e-mail domain this provider may assert. */
  domain: string;
  adminGroupId: string | undefined;
  agentGroupId: string | undefined;
}

/**
 * SSO sign-in into the account that proved the e-mail's domain. The identity provider is the
 * tenant's own, so it is trusted for that domain only: an address outside it never signs in,
 * whoever it belongs to, and an admin of another account never does either. Within the domain an
 * admin signs in; an invited person or a member of the admin group becomes an admin; a member of
 * the agent group is NOT_AUTHORIZED (the agent application is theirs, spec 001 §6); anyone else is
 * ADMIN_NOT_FOUND.
 */
export async function signInWithSso(
  deps: AppDeps,
  sso: SsoTarget,
  identity: Identity & { groups: string[] },
): Promise<string> {
  const now = deps.clock.now();
  const email = identity.email.toLowerCase();
  if (domainOf(email) !== sso.domain) throw new HttpError('ADMIN_NOT_FOUND');
  const inGroup = (id: string | undefined) => id !== undefined && identity.groups.includes(id);
  const admin = await deps.db.transaction().execute(async (tx) => {
    const existing = await activeAdminByEmail(tx, email);
    if (existing?.account_id === sso.accountId) return existing;
    if (existing) throw new HttpError('ADMIN_NOT_FOUND');
    const invited = await acceptInvitation(tx, now, { ...identity, email }, sso.accountId);
    if (invited) return invited;
    if (inGroup(sso.adminGroupId)) {
      return createAdmin(tx, now, sso.accountId, { ...identity, email }, 'admin', 'admin.joined-by-group');
    }
    if (inGroup(sso.agentGroupId)) throw new HttpError('NOT_AUTHORIZED');
    throw new HttpError('ADMIN_NOT_FOUND');
  });
  return sessionToken(deps, admin);
}
