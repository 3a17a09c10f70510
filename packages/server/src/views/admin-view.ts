import type { Admin } from '@console/api-client';
import type { AdminRow } from '../db/schema';

/** An admin row as the API answers it (spec 000 §3). */
export function adminView(row: AdminRow, hasOnboarded: boolean): Admin {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    isRoot: row.is_root,
    account: { id: row.account_id, hasOnboarded },
  };
}

export const fullName = (row: Pick<AdminRow, 'first_name' | 'last_name'>) =>
  `${row.first_name} ${row.last_name}`.trim();
