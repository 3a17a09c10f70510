import { ConfirmDialog } from '@console/ui';
import { disconnectWithToasts } from './report-integration';

interface DisconnectDialogProps {
  /** The provider's name, e.g. 'Twilio'. Render the dialog while a disconnect is being asked. */
  provider: string;
  /** What stops when it is disconnected, e.g. 'SMS will no longer be sent through this account.' */
  consequence: string;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
}

/** "Disconnect Twilio?" before the call; the dialog stays open (and says why in a toast) if it fails. */
export function DisconnectDialog({ provider, consequence, onClose, onConfirm }: DisconnectDialogProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Disconnect ${provider}?`}
      description={`${consequence} You can connect it again at any time.`}
      confirmLabel="Disconnect"
      variant="destructive"
      onConfirm={() => disconnectWithToasts(provider, onConfirm)}
    />
  );
}
