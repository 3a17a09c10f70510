import { z } from 'zod';
import { accountSchema } from '../session/account';
import { roleSchema } from './role';

/** Admin of spec 000 §3. `account` is the same object the bootstrap response nests. */
export const adminSchema = z.object({
  id: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  role: roleSchema,
  isRoot: z.boolean(),
  account: accountSchema,
});
export type Admin = z.infer<typeof adminSchema>;
