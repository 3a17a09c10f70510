import { z } from 'zod';
import type { AppId } from '@console/api-client';

const currency = z.string().regex(/^[A-Z]{3}$/, { error: 'Currency must be an ISO 4217 code' });
const amount = z.number().int().positive();

/**
 * The `data` of POST /v1/sessions per app (apps.md §5): signature {documentId}, e-form {formId}, payments
 * {productIds[] | amount+currency?} (minor units), gateway {amount,currency,channel}, passkeys {mode}, others {}.
 * Unknown keys are dropped. What each app keeps of it is the session's `details`; payments' productIds become their
 * sum and line items (products/session-products.ts).
 */
const DATA_SCHEMAS = {
  'one-time-passcode': z.object({}),
  passkeys: z.object({ mode: z.enum(['enroll', 'authenticate']) }),
  'document-signature': z.object({ documentId: z.string().min(1).max(100) }),
  'e-form': z.object({ formId: z.string().min(1).max(100) }),
  payments: z.union([
    z.object({ productIds: z.array(z.string().min(1).max(100)).min(1).max(50) }),
    // Without a currency: the default currency of Payments › General (products/session-amount.ts).
    z.object({ amount, currency: currency.optional() }),
  ]),
  'gateway-payments': z.object({ amount, currency, channel: z.enum(['sms', 'ivr']) }),
  'identity-verification': z.object({}),
} as const satisfies Record<AppId, z.ZodType>;

/** The session's details from the checked data, or the zod issues (paths under `data`). */
export function sessionDetails(
  app: AppId,
  data: Record<string, unknown>,
):
  | { ok: true; details: Record<string, unknown> }
  | { ok: false; issues: { path: PropertyKey[]; message: string }[] } {
  const result = DATA_SCHEMAS[app].safeParse(data);
  if (!result.success) {
    return {
      ok: false,
      issues: result.error.issues.map((issue) => ({ message: issue.message, path: ['data', ...issue.path] })),
    };
  }
  const parsed = result.data as Record<string, unknown>;
  if (app === 'passkeys') {
    return { ok: true, details: { type: parsed.mode === 'enroll' ? 'enrollment' : 'authentication' } };
  }
  return { ok: true, details: parsed };
}
