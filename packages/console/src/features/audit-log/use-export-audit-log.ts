import { errorMessage, exportAuditLogMutationOptions } from '@console/api-client';
import { toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { saveFile } from '../../lib/save-file';

/**
 * Export (spec 000 §7): GET /audit-log/export with the cursor the table starts after (none: the table always starts
 * at the newest entry, so the whole log) and the browser's time zone (the client adds it), then saves the CSV as
 * audit-log-{yyyy-MM-dd}.csv. A failure says why in a toast and rejects, so the TimerButton shows it too.
 */
export function useExportAuditLog(accountId: string) {
  const api = useApi();
  const { mutateAsync, isPending } = useMutation(exportAuditLogMutationOptions(api, accountId));
  const exportLog = async (lastKey: string | null) => {
    try {
      const { csv, fileName } = await mutateAsync({ lastKey });
      saveFile(csv, fileName);
    } catch (error) {
      toast.error('The audit log could not be exported', errorMessage(error));
      throw error;
    }
  };
  return { exportLog, isExporting: isPending };
}
