import type { Branding } from '../../branding/schemas';
import { DEMO_ACCOUNT_NAME, DEMO_DOMAIN } from './demo-account';
import type { MockStore } from './types';

/** The demo logo: two brand colours (violet, amber) plus black text, which the picker ignores. */
export const DEMO_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40">' +
  '<rect width="40" height="40" rx="10" fill="#5B3FD9"/>' +
  '<path d="M11 29V11l18 18V11" fill="none" stroke="#F59E0B" stroke-width="4" stroke-linecap="round"/>' +
  '<text x="50" y="27" font-family="Inter, sans-serif" font-size="16" font-weight="600" fill="#000000">' +
  'Northwind</text></svg>';

/** Branding with a custom domain set up but not yet verified ('Verifying...', spec 001 §4). */
export function demoBranding(): Branding {
  return {
    name: DEMO_ACCOUNT_NAME,
    logo: DEMO_LOGO_SVG,
    color: '#5B3FD9',
    domain: `login.${DEMO_DOMAIN}`,
    domainIsVerified: false,
  };
}

/** The custom-domain states of spec 001 §4: no domain (setup form), verifying, verified. */
export type DomainState = 'none' | 'unverified' | 'verified';

export function setDomainState({ branding }: MockStore, state: DomainState): void {
  branding.domain = state === 'none' ? null : `login.${DEMO_DOMAIN}`;
  branding.domainIsVerified = state === 'verified';
}
