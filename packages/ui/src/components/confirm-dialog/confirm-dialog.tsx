import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../button';
import * as Dialog from '../dialog/dialog';
import { TimerButton } from '../timer-button';

export interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** destructive paints the confirm button red (removing, revoking, disconnecting). */
  variant?: 'default' | 'destructive';
  /** The action. A promise shows the confirm button loading; the dialog closes when it resolves, stays open when it rejects. */
  onConfirm: () => unknown;
  /** The element that opens the dialog (rendered as Ark's Dialog.Trigger). Leave out to control `open` yourself. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A question before an action, as an alertdialog on the Dialog frame (spec 000 §2, §8). Focus starts on Cancel,
 * the safe choice. While the action runs the dialog cannot be dismissed. A rejected action leaves the dialog open
 * with the confirm button showing "Failed" (the TimerButton's failed state); report the error itself with a toast.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'default',
  onConfirm,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    if (!next && pendingRef.current) return;
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const markPending = (value: boolean) => {
    pendingRef.current = value;
    setPending(value);
  };

  const confirm = async () => {
    markPending(true);
    try {
      await onConfirm();
    } finally {
      markPending(false);
    }
    setOpen(false);
  };

  return (
    <Dialog.Root
      role="alertdialog"
      size="sm"
      open={open ?? uncontrolledOpen}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={false}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content hideCloseButton>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button ref={cancelRef} variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </Dialog.CloseTrigger>
          <TimerButton variant={variant === 'destructive' ? 'danger' : 'solid'} onClick={confirm}>
            {confirmLabel}
          </TimerButton>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
