import * as z from 'zod/mini';

/**
 * The search of an app's activity page: `?session={id}` names the session to open (the global search's results link
 * here). The page keeps it in the address for the session drawer, which reads it; a malformed value is dropped.
 */
export const sessionSearchSchema = z.object({
  session: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
});
