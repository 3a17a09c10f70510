import { TimerButton } from '@console/ui';
import { Download } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { useExportAuditLog } from './use-export-audit-log';

const wrap = css({ display: 'flex', alignItems: 'center', gap: '3' });
const progress = css({ textStyle: 'body.sm', color: 'fg.muted' });

/** Export, with "Exporting the audit log…" beside the busy button while the CSV is made (it can take a while). */
export function ExportButton({
  accountId,
  lastKey,
  disabled,
}: {
  accountId: string;
  lastKey: string | null;
  disabled: boolean;
}) {
  const { exportLog, isExporting } = useExportAuditLog(accountId);
  return (
    <div className={wrap}>
      <p className={progress} role="status">
        {isExporting ? 'Exporting the audit log…' : ''}
      </p>
      <TimerButton
        variant="outline"
        onClick={() => exportLog(lastKey)}
        disabled={disabled}
        successLabel="Exported"
      >
        <Download aria-hidden size={16} />
        Export
      </TimerButton>
    </div>
  );
}
