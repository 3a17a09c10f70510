import { z } from 'zod';

/**
 * The search of an app's activity page: `?session={id}` names the session to open (the global search's results link
 * here). The page keeps it in the address for the session drawer, which reads it; a malformed value is dropped.
 */
export const sessionSearchSchema = z.object({
  session: z.string().min(1).optional().catch(undefined),
});
export type SessionSearch = z.infer<typeof sessionSearchSchema>;
