import * as z from 'zod/mini';

// The router parses query values as JSON (`?code=123` arrives as a number): take every value back as text.
const text = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String))),
  undefined,
);

/**
 * What an OAuth provider sends back to a callback page (RFC 6749 §4.1.2): `code` and `state`, or `error` and
 * `error_description`. One schema for /sso/callback (spec 001 §2) and Payments' Stripe callback (apps.md §3.5).
 */
export const callbackSearchSchema = z.object({
  code: text,
  state: text,
  error: text,
  error_description: text,
});
export type CallbackSearch = z.infer<typeof callbackSearchSchema>;
