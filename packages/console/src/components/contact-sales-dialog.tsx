import { Button, Dialog } from '@console/ui';
import { Mail } from 'lucide-react';
import { css } from '../../styled-system/css';
import { SALES_EMAIL } from '../lib/console-config';

const address = css({ textStyle: 'body.lg', fontWeight: '600', color: 'fg.default', wordBreak: 'break-all' });
const topic = css({ textStyle: 'body.md', color: 'fg.muted', mt: '2' });

/** The subject of a message that does not say what it is about. */
const DEFAULT_SUBJECT = 'Sales enquiry';

/**
 * "Contact sales: a dialog with the sales e-mail and a send button" (spec 000 §2). Send opens the user's mail
 * program with a message to SALES_EMAIL (VITE_SALES_EMAIL, default sales@console.example). An app's Pricing page
 * prefills it (apps.md §2.3): `subject` names the plan and the app, and `body` starts the message.
 */
export default function ContactSalesDialog({
  open,
  onOpenChange,
  finalFocusEl,
  subject = DEFAULT_SUBJECT,
  body,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on closing, when the element that opened it is gone (a menu entry). */
  finalFocusEl?: () => HTMLElement | null;
  subject?: string;
  body?: string;
}) {
  const query = `subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      {...(finalFocusEl && { finalFocusEl })}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Contact sales</Dialog.Title>
          <Dialog.Description>Write to our sales team and we will get back to you.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <p className={address}>{SALES_EMAIL}</p>
          {subject !== DEFAULT_SUBJECT && <p className={topic}>Subject: {subject}</p>}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button asChild>
            <a href={`mailto:${SALES_EMAIL}?${query}`}>
              <Mail aria-hidden />
              Send
            </a>
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
