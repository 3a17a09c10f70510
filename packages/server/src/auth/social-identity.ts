import type { OAuthProvider } from '@console/api-client';
import type * as client from 'openid-client';
import type { Identity } from './sign-in';

/** Who a Google or Microsoft ID token names, and how far its e-mail can be trusted. */
export interface SocialIdentity extends Identity {
  provider: OAuthProvider;
  /** The issuer's stable, immutable id of the person: what the account binding remembers. */
  subject: string;
  /** True only when the issuer says it verified that this person owns the address. */
  emailVerified: boolean;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const yes = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/**
 * Maps an ID token's claims. Google: `sub`, and the e-mail counts only with `email_verified: true`.
 * Microsoft (the "nOAuth" class of flaws): `email` and `preferred_username` are set by the user or
 * the tenant's admin and not verified, so the identity is the tenant and object ids (`tid`:`oid`,
 * else the pairwise `sub`), `preferred_username` is never an e-mail, and `email` counts as
 * verified only with the `xms_edov` claim (e-mail domain owner verified, an optional claim the app
 * registration must request).
 */
export function socialIdentity(provider: OAuthProvider, claims: client.IDToken): SocialIdentity {
  const name = text(claims.name) ?? '';
  const [first = '', ...rest] = name.split(' ');
  const email = text(claims.email)?.toLowerCase();
  const tid = text(claims.tid);
  const oid = text(claims.oid);
  return {
    provider,
    subject: provider === 'azure' && tid && oid ? `${tid}:${oid}` : claims.sub,
    email: email?.includes('@') ? email : '',
    emailVerified:
      Boolean(email?.includes('@')) &&
      (provider === 'google' ? claims.email_verified === true : yes(claims.xms_edov)),
    firstName: text(claims.given_name) ?? first,
    lastName: text(claims.family_name) ?? rest.join(' '),
  };
}
