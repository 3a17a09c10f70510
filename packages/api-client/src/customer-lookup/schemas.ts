import { z } from 'zod';

export const LOOKUP_METHODS = ['GET', 'POST'] as const;
export const lookupMethodSchema = z.enum(LOOKUP_METHODS);
export type LookupMethod = z.infer<typeof lookupMethodSchema>;

/**
 * The saved customer-lookup configuration as the server answers it (spec 001 §3): header values
 * are write-only, so only `headerKeys` come back. GET answers null when nothing is configured
 * (not shown in the spec).
 */
export const customerLookupConfigSchema = z.object({
  url: z.string(),
  method: lookupMethodSchema,
  headerKeys: z.array(z.string()),
  customerPath: z.string(),
  customerId: z.string(),
  titleTemplate: z.string(),
  descriptionTemplate: z.string(),
});
export type CustomerLookupConfig = z.infer<typeof customerLookupConfigSchema>;

/**
 * A customer found by the lookup test (spec 001 §3). `id` is null when the ID path matched
 * nothing (the console flags it 'NO ID').
 */
export const lookupCustomerSchema = z.object({
  id: z.string().nullable(),
  title: z.string(),
  description: z.string(),
});
export type LookupCustomer = z.infer<typeof lookupCustomerSchema>;

export const lookupTestResultSchema = z.object({ customers: z.array(lookupCustomerSchema) });
export type LookupTestResult = z.infer<typeof lookupTestResultSchema>;
