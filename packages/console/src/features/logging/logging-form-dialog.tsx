import type { LoggingConfigs, LoggingDestination } from '@console/api-client';
import { CloudwatchFormDialog } from './cloudwatch-form-dialog';
import { DatadogFormDialog } from './datadog-form-dialog';
import { Rapid7FormDialog, SumologicFormDialog } from './url-form-dialog';

interface LoggingFormDialogProps {
  destination: LoggingDestination;
  configs: LoggingConfigs;
  accountId: string;
  onClose: () => void;
}

/** The form of the destination being connected or managed. */
export function LoggingFormDialog({ destination, configs, accountId, onClose }: LoggingFormDialogProps) {
  const props = { accountId, onClose };
  switch (destination) {
    case 'datadog':
      return <DatadogFormDialog {...props} saved={configs.datadog} />;
    case 'cloudwatch':
      return <CloudwatchFormDialog {...props} saved={configs.cloudwatch} />;
    case 'sumologic':
      return <SumologicFormDialog {...props} saved={configs.sumologic} />;
    case 'rapid7':
      return <Rapid7FormDialog {...props} saved={configs.rapid7} />;
  }
}
