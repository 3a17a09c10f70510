import { ticketCreatedMessage, type CreatedTicket } from '@console/api-client';
import { Button, Card } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { ticketConfirmationNote } from './ticket-confirmation';

const icon = css({ w: '8', h: '8', color: 'success.fg', mb: '2' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

/** The confirmation after a ticket: its number, what became of the confirmation e-mail, and where to go next. */
export function TicketCreated({ ticket, onAnother }: { ticket: CreatedTicket; onAnother: () => void }) {
  return (
    <Card.Root>
      <Card.Header>
        <CheckCircle2 className={icon} aria-hidden />
        <div role="status">
          <Card.Title>{ticketCreatedMessage(ticket)}</Card.Title>
        </div>
        <Card.Description>
          {ticketConfirmationNote(ticket, 'ticket')} Quote it if you contact us about it.
        </Card.Description>
      </Card.Header>
      <Card.Footer className={actions}>
        <Button variant="outline" onClick={onAnother}>
          Create another ticket
        </Button>
        <Button asChild variant="ghost">
          <Link to="/support">Back to Support</Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
