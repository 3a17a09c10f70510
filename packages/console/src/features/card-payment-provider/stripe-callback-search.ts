import * as z from 'zod/mini';

// The router parses query values as JSON (`?code=123` arrives as a number): take every value back as text.
const text = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String))),
  undefined,
);

/** What Stripe Connect sends back (apps.md §3.5): `code` and `state`, or `error` and `error_description`. */
export const stripeCallbackSearchSchema = z.object({
  code: text,
  state: text,
  error: text,
  error_description: text,
});
export type StripeCallbackSearch = z.infer<typeof stripeCallbackSearchSchema>;
