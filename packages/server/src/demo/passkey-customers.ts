import type { AppDeps } from '../deps';
import { passkeyOptions, verifyPasskey } from '../passkeys/ceremony';
import { relyingParty } from '../passkeys/webauthn-input';
import { applyCustomerStep } from '../sessions/create-session';
import type { SoftwareAuthenticator } from './software-authenticator';
import { createSoftwareAuthenticator } from './software-authenticator';

/** The passkeys customers play with, by AAGUID (named from the maintained list: rules/authenticators.ts). */
const KINDS = [
  {
    aaguid: 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd',
    backedUp: true,
    devices: ['iPhone · iOS 18', 'Mac · macOS 15'],
  },
  { aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4', backedUp: true, devices: ['Pixel 8 · Android 15'] },
  { aaguid: '53414d53-554e-4700-0000-000000000000', backedUp: true, devices: ['Galaxy S24 · Android 14'] },
  { aaguid: '08987058-cadc-4b81-b6e1-30de50dcbe96', backedUp: false, devices: ['Windows PC · Windows 11'] },
] as const;

/** Passkeys kept in memory at most; the oldest customer forgets theirs first (and enrols again later). */
const MAX_HELD = 500;

/**
 * The demo's passkeys customers: each keeps the software passkey they enrolled (in memory, so a restart forgets
 * them all), comes back to authenticate with it, and plays each ceremony through the server's own functions
 * (passkeys/ceremony.ts), as a browser would. They never hold the demo seed's passkeys, whose keys do not exist: a
 * customer who has only those answers an authentication with `no_credential`, as a browser with no matching
 * passkey does, and enrols instead on a later call; one with none is offered enrolment by the ceremony itself
 * (unless Settings › General turned the offer off) and enrols.
 */
export function createPasskeyCustomers(deps: AppDeps, random: () => number) {
  const held = new Map<string, SoftwareAuthenticator>();
  const key = (accountId: string, customerRef: string) => `${accountId}\n${customerRef}`;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  return {
    /** A returning customer of the account (60% of calls once some enrolled), else undefined. */
    returning(accountId: string): string | undefined {
      const mine = [...held.keys()].filter((entry) => entry.startsWith(`${accountId}\n`));
      if (mine.length === 0 || random() >= 0.6) return undefined;
      return pick(mine).slice(accountId.length + 1);
    },

    /** What the agent asks for: mostly authenticate a customer who holds a passkey, enrol one who does not. */
    modeFor(accountId: string, customerRef: string): 'enroll' | 'authenticate' {
      const holds = held.has(key(accountId, customerRef));
      return random() < (holds ? 0.9 : 0.25) ? 'authenticate' : 'enroll';
    },

    /** The customer completes the session's ceremony on their device. */
    async play(session: { accountId: string; customerRef: string; id: string; ref: string }): Promise<void> {
      const started = await passkeyOptions(deps, session.ref);
      if (started.outcome === 'ended') return;
      const { origin } = relyingParty(deps.config);
      const customer = key(session.accountId, session.customerRef);
      if (started.mode === 'enroll') {
        const kind = pick(KINDS);
        const authenticator = createSoftwareAuthenticator(kind);
        const credential = authenticator.register(started.options, origin);
        const result = await verifyPasskey(deps, session.ref, { credential, device: pick(kind.devices) });
        if (result.outcome !== 'succeeded') return;
        held.delete(customer);
        held.set(customer, authenticator);
        if (held.size > MAX_HELD) held.delete(held.keys().next().value as string);
        return;
      }
      const credential = held.get(customer)?.authenticate(started.options, origin);
      if (!credential) {
        await applyCustomerStep(deps, session.id, { type: 'session.failed', reason: 'no_credential' });
        return;
      }
      await verifyPasskey(deps, session.ref, { credential });
    },
  };
}
export type PasskeyCustomers = ReturnType<typeof createPasskeyCustomers>;
