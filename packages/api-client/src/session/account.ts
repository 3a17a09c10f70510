import { z } from 'zod';

/** Account of spec 000 §3, nested in the bootstrap response and in every admin. */
export const accountSchema = z.object({
  id: z.string().min(1),
  hasOnboarded: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
