import type { HttpMethod } from '../../client/endpoint';
import type { EndpointName } from '../../endpoints';

/**
 * Who calls: no token, each person of the demo account, the seeded operator in their own session, the operator
 * ghosting the demo account or another account, and the newcomer's owner (another account).
 */
export type ContractCaller =
  | 'none'
  | 'owner'
  | 'admin'
  | 'supervisor'
  | 'root'
  | 'ghost'
  | 'newcomer'
  | { ghostOf: string }
  /** The session token an earlier step saved under this name (a sign-in's answer). */
  | { saved: string };

/**
 * One request and what both back ends must answer. Values a back end makes up (ids of things created, tokens, SSO
 * proof tokens) differ by design: `generated` names their places in the body, which both runners replace with
 * GENERATED before comparing, and `tokens` names session tokens, replaced by their identity claims.
 */
export interface ContractStep {
  /** What the step shows, e.g. 'the owner can be neither removed nor given another role'. */
  name: string;
  call: EndpointName;
  as: ContractCaller;
  /** Under /api, with its query; `{name}` is a value an earlier step saved. */
  path: string;
  body?: unknown;
  /** Sent as is (not JSON). */
  rawBody?: string;
  /** A multipart body (the document upload), made afresh for each back end. */
  form?: () => FormData;
  /** Dotted places (`*` for each array element) of made-up values, replaced by GENERATED. */
  generated?: readonly string[];
  /** Dotted places of session tokens, replaced by their claims `{ acc, sub, role, ghost }`. */
  tokens?: readonly string[];
  /** Values to keep for later steps' paths and bodies: name → dotted place in this answer. */
  save?: Readonly<Record<string, string>>;
  expect: {
    status: number;
    /** The JSON answer after normalising, or what `view` makes of it. */
    body?: unknown;
    /** A projection of long answers (a page, a series, a CSV) to the facts the case is about. */
    view?: (body: unknown) => unknown;
    /** A text answer (CSV), exactly. */
    text?: string;
    /** Headers the answer must carry, exactly (names in lower case). */
    headers?: Readonly<Record<string, string | null>>;
  };
}

/**
 * Something in the outside world both back ends see: the customer publishes the TXT record that proves the demo
 * account's SSO domain, or the invited person opens the link of the last invitation e-mail (its token is saved
 * under `save`).
 */
export type ContractWorldStep =
  | { name: string; world: 'publish-sso-record' }
  | { name: string; world: 'last-invitation-link'; save: string };

/** Steps run in order against one fresh back end (the shared seed, nothing connected), with its outside world. */
export interface ContractGroup {
  name: string;
  /** CNAME records (name → target) the branded-domain check finds; every other name has none. */
  cname?: Readonly<Record<string, string>>;
  steps: readonly (ContractStep | ContractWorldStep)[];
}

/** The marker a made-up value is replaced with. */
export const GENERATED = '<generated>';

export const isWorldStep = (step: ContractStep | ContractWorldStep): step is ContractWorldStep =>
  'world' in step;

export type { HttpMethod };
