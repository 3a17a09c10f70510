import { Button, Dialog } from '@console/ui';
import { Mail } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { SALES_EMAIL } from '../../lib/console-config';

const address = css({ textStyle: 'body.lg', fontWeight: '600', color: 'fg.default', wordBreak: 'break-all' });

/**
 * "Contact sales: a dialog with the sales e-mail and a send button" (spec 000 §2). Send opens the user's mail
 * program with a message to SALES_EMAIL (VITE_SALES_EMAIL, default sales@console.example).
 */
export default function ContactSalesDialog({
  open,
  onOpenChange,
  finalFocusEl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on closing: the settings button (the menu entry that opened it is gone). */
  finalFocusEl: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Contact sales</Dialog.Title>
          <Dialog.Description>Write to our sales team and we will get back to you.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <p className={address}>{SALES_EMAIL}</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button asChild>
            <a href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Sales enquiry')}`}>
              <Mail aria-hidden />
              Send
            </a>
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
