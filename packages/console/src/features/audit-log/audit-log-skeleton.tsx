import { DataTable } from '@console/ui';
import { AUDIT_LOG_COLUMNS } from './audit-log-columns';
import { AuditLogHeader } from './audit-log-header';

/** The audit log while its first page loads: the title and the table's skeleton rows. */
export function AuditLogSkeleton() {
  return (
    <div role="status" aria-label="Loading the audit log" aria-busy>
      <AuditLogHeader />
      <DataTable caption="Audit log" columns={AUDIT_LOG_COLUMNS} data={[]} loading />
    </div>
  );
}
