import { z } from 'zod';

/** Developer account of spec 001 §3; the account ID comes from the session. */
export const developerAccountSchema = z.object({
  widgetKey: z.string(),
  secretKey: z.string(),
  webhookSecret: z.string(),
});
export type DeveloperAccount = z.infer<typeof developerAccountSchema>;
