import { DEMO_DOMAIN } from '../../seed/demo-account';
import type { MockStore } from './types';

/** The custom-domain states of spec 001 §4: no domain (setup form), verifying, verified. */
export type DomainState = 'none' | 'unverified' | 'verified';

/** Puts the demo account's custom domain in a state (for stories), as if set up just now. */
export function setDomainState(store: MockStore, state: DomainState): void {
  store.branding.domain = state === 'none' ? null : `login.${DEMO_DOMAIN}`;
  store.branding.domainIsVerified = state === 'verified';
  store.domainSubmittedAt = state === 'none' ? null : store.now.toISOString();
}
