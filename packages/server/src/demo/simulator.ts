import type { Hono } from 'hono';
import type { AppId, CreateSessionBody } from '@console/api-client';
import { DEMO_CUSTOMER_REFS } from '@console/api-client/seed';
import type { AppDeps } from '../deps';
import { applyCustomerStep } from '../sessions/create-session';
import type { EventInput } from '../sessions/session-store';
import { createPasskeyCustomers } from './passkey-customers';

/**
 * Demo mode's stand-in for the agents and the customers (apps.md §5 "Demo mode"), so that dashboards, lists,
 * log forwarding and customer search move while someone looks. Agents: one new session every `intervalMs` on
 * average, for a random active app of a demo account, through the public API itself (POST /v1/sessions with the
 * account's secret key, over the app's own fetch: the same auth, checks, idempotency and SMS sink as the agent
 * application). Customers: each session gets a plan (about 80% succeed after 20 s to 4 min, 12% fail after 10 s to
 * 3 min with the app's usual reasons, the rest let it time out, which the expiry sweep does), carried out through
 * applyCustomerStep, the one path the customer's pages use; link apps open their link first. A passkeys session that
 * goes well plays the real WebAuthn ceremony with a software passkey instead (passkey-customers.ts), which may still
 * fail it (`no_credential`). Plans live in memory: after a restart the sessions still pending simply time out.
 * Started by start-server.ts in demo mode only; tests call step() with the injected clock.
 */
export interface SimulatorOptions {
  accountIds: readonly string[];
  /** Mean time between two new sessions (all accounts together). */
  intervalMs?: number;
  /** A number in [0, 1); Math.random by default, fixed in tests. */
  random?: () => number;
  log?: (line: string) => void;
}

interface Plan {
  sessionId: string;
  app: AppId;
  /** What the passkeys ceremony needs: whose session, and its link's ref. */
  accountId: string;
  customerRef: string;
  ref: string;
  /** `ceremony`: the passkeys customer completes the WebAuthn ceremony. */
  steps: { at: number; step: EventInput | 'ceremony' }[];
}

const FAILURES: Record<AppId, readonly string[]> = {
  'one-time-passcode': ['max_attempts', 'cancelled'],
  // no_credential comes from the ceremony itself (passkey-customers.ts).
  passkeys: ['cancelled_by_customer', 'unsupported_device'],
  'document-signature': ['declined', 'cancelled'],
  'e-form': ['cancelled', 'validation_failed'],
  payments: ['card_declined', 'insufficient_funds', 'authentication_failed', 'cancelled'],
  'gateway-payments': ['card_declined', 'insufficient_funds', 'cancelled'],
  'identity-verification': ['document_expired', 'face_mismatch', 'unreadable', 'abandoned'],
};

const AGENTS = [
  { id: 'agent-sim-1', name: 'Maya Patel' },
  { id: 'agent-sim-2', name: 'Jonas Berg' },
  { id: 'agent-sim-3', name: 'Lucía Romero' },
  { id: 'agent-sim-4', name: 'Tom Okafor' },
];

const ACTIVE = ['free-trial', 'subscription', 'enterprise'] as const;

export function createSimulator(deps: AppDeps, api: Hono, options: SimulatorOptions) {
  const random = options.random ?? Math.random;
  const intervalMs = options.intervalMs ?? 20_000;
  const log = options.log ?? ((line: string) => console.error(line));
  const plans = new Map<string, Plan>();
  const passkeys = createPasskeyCustomers(deps, random);
  let nextCreateAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min));
  /** Exponential gaps: a steady rate with a natural spread. */
  const gap = () => Math.max(1000, Math.round(-Math.log(1 - random()) * intervalMs));

  function dataFor(
    app: AppId,
    products: readonly { id: string; currency: string }[],
  ): Record<string, unknown> {
    // Half the payments are catalog products (one or two of one currency), the rest a custom amount.
    if (app === 'payments' && products.length > 0 && random() < 0.5) {
      const first = pick(products);
      const same = products.filter((product) => product.currency === first.currency);
      const second = random() < 0.3 ? pick(same) : undefined;
      return { productIds: second ? [first.id, second.id] : [first.id] };
    }
    switch (app) {
      case 'document-signature':
        return { documentId: 'doc_demo_terms' };
      case 'e-form':
        return { formId: 'form_demo_intake' };
      case 'payments':
        return { amount: between(5, 500) * 100, currency: 'USD' };
      case 'gateway-payments':
        return { amount: between(5, 500) * 100, currency: 'USD', channel: random() < 0.7 ? 'sms' : 'ivr' };
      default:
        return {};
    }
  }

  const ID_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
  /** What a paid payments session learns from its card (apps.md §3.5, app-sessions/app-details.ts). */
  function paidDetails(): Record<string, unknown> {
    const digits = () => String(between(0, 10));
    return {
      card: {
        brand: pick(['Visa', 'Mastercard', 'Amex']),
        last4: Array.from({ length: 4 }, digits).join(''),
      },
      threeDSecure: pick(['authenticated', 'authenticated', 'attempted', 'not_required']),
      provider: 'stripe',
      providerPaymentId: `pi_${Array.from({ length: 24 }, () => ID_CHARS.charAt(between(0, ID_CHARS.length))).join('')}`,
      refundedAmount: 0,
    };
  }

  /**
   * `maxAttempts`: a one-time passcode session's checks (its details), so the activity list's Attempts reads true:
   * one or two checks before it is verified, all of them when it fails `max_attempts`.
   */
  function planFor(session: Omit<Plan, 'steps'>, created: number, maxAttempts = 0): Plan {
    const { app } = session;
    const steps: Plan['steps'] = [];
    const roll = random();
    const isLinkApp = app !== 'one-time-passcode';
    if (isLinkApp && roll < 0.95)
      steps.push({ at: created + between(10_000, 60_000), step: { type: 'link.opened' } });
    if (roll < 0.8) {
      const done = created + between(60_000, 240_000);
      if (app === 'one-time-passcode') {
        const attempts = Math.min(maxAttempts, random() < 0.8 ? 1 : 2);
        steps.push({ at: done - 1000, step: { type: 'otp.verified', details: { attempts } } });
      }
      steps.push({
        at: done,
        step:
          app === 'passkeys'
            ? 'ceremony'
            : app === 'payments'
              ? { type: 'session.succeeded', details: paidDetails() }
              : { type: 'session.succeeded' },
      });
    } else if (roll < 0.92) {
      const reason = pick(FAILURES[app]);
      steps.push({
        at: created + between(70_000, 180_000),
        step: {
          type: 'session.failed',
          reason,
          ...(reason === 'max_attempts' ? { details: { attempts: maxAttempts } } : {}),
        },
      });
    }
    // The rest: nobody answers; the sweep times the session out at its expiry.
    return { ...session, steps };
  }

  async function createOne(now: number) {
    const accountId = pick(options.accountIds);
    const account = await deps.db
      .selectFrom('accounts')
      .select('secret_key')
      .where('id', '=', accountId)
      .executeTakeFirst();
    const apps = await deps.db
      .selectFrom('billing')
      .select('app')
      .where('account_id', '=', accountId)
      .where('status', 'in', [...ACTIVE])
      .execute();
    if (!account || apps.length === 0) return;
    const app = pick(apps).app;
    const products =
      app === 'payments'
        ? await deps.db
            .selectFrom('products')
            .select(['id', 'currency'])
            .where('account_id', '=', accountId)
            .where('status', '=', 'active')
            .execute()
        : [];
    const customerRef =
      (app === 'passkeys' ? passkeys.returning(accountId) : undefined) ??
      (random() < 0.4 ? pick(DEMO_CUSTOMER_REFS) : `CUST-${between(60000, 79999)}`);
    const body: CreateSessionBody = {
      app,
      phoneNumber: `+1415555${String(between(100, 9999)).padStart(4, '0')}`,
      customerRef,
      agent: pick(AGENTS),
      data: app === 'passkeys' ? { mode: passkeys.modeFor(accountId, customerRef) } : dataFor(app, products),
    };
    // Document signature sends one of the account's active documents (apps.md §3.3); with none, nothing to send.
    if (app === 'document-signature') {
      const documents = await deps.db
        .selectFrom('documents')
        .select('id')
        .where('account_id', '=', accountId)
        .where('status', '=', 'active')
        .execute();
      if (documents.length === 0) return;
      body.data = { documentId: pick(documents).id };
    }
    const res = await postSession(account.secret_key, body);
    if (res.status !== 201) {
      // An app out of credits or inactive answers as it would to an agent: nothing to play.
      return;
    }
    const { id, link } = (await res.json()) as { id: string; link?: string };
    const ref = link?.split('/').at(-1) ?? '';
    const maxAttempts =
      app === 'one-time-passcode'
        ? Number(
            (
              await deps.db
                .selectFrom('app_sessions')
                .select('details')
                .where('id', '=', id)
                .executeTakeFirst()
            )?.details.maxAttempts ?? 0,
          )
        : 0;
    plans.set(id, planFor({ sessionId: id, app, accountId, customerRef, ref }, now, maxAttempts));
  }

  function postSession(secretKey: string, body: CreateSessionBody) {
    return api.request('/v1/sessions', {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async function playDue(now: number) {
    for (const plan of [...plans.values()]) {
      while (plan.steps[0] && plan.steps[0].at <= now) {
        const { step } = plan.steps.shift() as Plan['steps'][number];
        if (step === 'ceremony') {
          await passkeys.play({ ...plan, id: plan.sessionId });
          continue;
        }
        const moved = await applyCustomerStep(deps, plan.sessionId, step);
        if (!moved) plan.steps.length = 0;
      }
      if (plan.steps.length === 0) plans.delete(plan.sessionId);
    }
  }

  /** Creates the sessions due by now (one per gap) and plays every customer step due by now. */
  async function step() {
    const now = deps.clock.now().getTime();
    nextCreateAt ??= now;
    while (nextCreateAt <= now) {
      await createOne(nextCreateAt);
      nextCreateAt += gap();
    }
    await playDue(now);
  }

  function tick() {
    running ??= step()
      .catch((error: unknown) => log(`demo simulator: ${String(error)}`))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    step,
    /** Sessions with customer steps still to play. */
    pending: () => plans.size,
    start(tickMs = 1000) {
      if (timer) return;
      timer = setInterval(tick, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type Simulator = ReturnType<typeof createSimulator>;
