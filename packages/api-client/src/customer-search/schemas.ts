import { z } from 'zod';
import { appIdSchema } from '../apps';

export const CUSTOMER_SEARCH_STATUSES = ['success', 'failure', 'timeout'] as const;
export const customerSearchStatusSchema = z.enum(CUSTOMER_SEARCH_STATUSES);
export type CustomerSearchStatus = z.infer<typeof customerSearchStatusSchema>;

/**
 * Customer search result of spec 000 §3. `timestamp` is ISO 8601; `phoneNumber` is E.164 (the
 * console shows it in international format).
 */
export const customerSearchResultSchema = z.object({
  id: z.string().min(1),
  app: appIdSchema,
  status: customerSearchStatusSchema,
  timestamp: z.iso.datetime({ offset: true }),
  sessionRef: z.string(),
  phoneNumber: z.string(),
});
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;
