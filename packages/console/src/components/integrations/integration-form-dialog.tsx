import { Button, Dialog, TimerButton } from '@console/ui';
import type { ReactNode } from 'react';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';

export interface IntegrationFormDialogProps {
  /** Shown while rendered; Cancel, Escape, the close button or a click outside call this. */
  onClose: () => void;
  /** 'Connect Twilio' or 'Manage Twilio'. */
  title: string;
  description: ReactNode;
  /** Validates, saves and reports; rejects to keep the dialog open with what was typed. */
  onSave: () => Promise<unknown>;
  /** The save button's words: "Save", or the action ("Refund"). */
  submitLabel?: string;
  /** Sends a test with the unsaved values (logging destinations). */
  onTest?: () => Promise<unknown>;
  size?: 'md' | 'lg';
  /** The form has unsaved edits: leaving the page (or the tab) asks first. */
  dirty?: boolean;
  children: ReactNode;
}

/**
 * The form of one integration in a dialog: its fields, then Cancel, Test (when offered) and Save, each timed. With
 * unsaved edits, leaving the page asks first (the browser's back button, a link, closing the tab).
 */
export function IntegrationFormDialog(props: IntegrationFormDialogProps) {
  const { onClose, title, description, onSave, onTest, size = 'md', submitLabel = 'Save', children } = props;
  const leaveGuard = useUnsavedChangesGuard(props.dirty ?? false);
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>{children}</Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.CloseTrigger>
          {onTest && (
            <TimerButton variant="outline" onClick={onTest} successLabel="Passed">
              Test
            </TimerButton>
          )}
          <TimerButton onClick={onSave}>{submitLabel}</TimerButton>
        </Dialog.Footer>
      </Dialog.Content>
      {leaveGuard}
    </Dialog.Root>
  );
}
