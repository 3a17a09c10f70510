/** The resources page's contents (spec 000 §2): the spec describes each item; the titles are ours. */
export const WHITEPAPERS = [
  'Saving Minutes per Call with Passkey Authentication',
  'Reducing Agent Turnover with Digital Signatures',
  'An Easy Win: Upgrade to One-Time Passcodes',
  'Secure Data Entry, Bypassing the Agent',
] as const;

export const COMPLIANCE_DOCUMENTS = [
  'PCI v4 Attestation of Compliance',
  'SOC2 Report',
  'Data Privacy and Residency',
  'Architecture Diagram',
  'ADA Compliance',
] as const;

/**
 * Where the demo videos are hosted (not shown in the spec): VITE_DEMO_VIDEO_BASE_URL, default our placeholder host.
 * The videos load only when played (preload="none").
 */
const VIDEO_BASE_URL =
  (import.meta.env.VITE_DEMO_VIDEO_BASE_URL as string | undefined) ?? 'https://videos.console.example/demos/';

export interface DemoVideo {
  id: string;
  title: string;
  url: string;
  /** An app colour token for the poster. */
  app: 'passkeys' | 'one-time-passcode' | 'payments' | 'e-form';
}

const video = (id: string, title: string, app: DemoVideo['app']): DemoVideo => ({
  id,
  title,
  url: new URL(`${id}.mp4`, VIDEO_BASE_URL).href,
  app,
});

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  video('passkey-authentication', 'Passkey Authentication', 'passkeys'),
  video('one-time-passcodes', 'One-Time Passcodes', 'one-time-passcode'),
  video('credit-card-payments', 'Credit Card Payments', 'payments'),
  video('secure-data-entry', 'Secure Data Entry', 'e-form'),
];
