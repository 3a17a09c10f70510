import { Button, Card } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { css } from '../../../styled-system/css';

const icon = css({ w: '8', h: '8', color: 'success.fg', mb: '2' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

/** The confirmation after a ticket: its number, how the answer comes, and where to go next. */
export function TicketCreated({ title, onAnother }: { title: string; onAnother: () => void }) {
  return (
    <Card.Root>
      <Card.Header>
        <CheckCircle2 className={icon} aria-hidden />
        <div role="status">
          <Card.Title>{title}</Card.Title>
        </div>
        <Card.Description>
          Our support team has your ticket and will reply by e-mail. Quote its number if you contact us about
          it.
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
