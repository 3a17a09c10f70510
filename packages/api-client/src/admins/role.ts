import { z } from 'zod';

/** Roles of spec 000 §3/§6. `isRoot` (operator) is a separate flag, not a role. */
export const ROLES = ['owner', 'admin', 'supervisor'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** A role change is allowed to admin or supervisor only; owner is never selectable (spec 000 §4). */
export const ASSIGNABLE_ROLES = ['admin', 'supervisor'] as const;
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES);
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

/** Role labels of spec 000 §9. */
export const ROLE_LABELS = {
  owner: 'Owner',
  admin: 'Administrator',
  supervisor: 'Supervisor',
} as const satisfies Record<Role, string>;
