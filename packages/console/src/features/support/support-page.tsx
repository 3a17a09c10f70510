import { Button, Card } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { MessageCircle, Ticket } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { PageLayout } from '../../components/page-layout';
import { LiveChat } from './live-chat';

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });
const icon = css({ w: '8', h: '8', color: 'accent.fg', mb: '2' });

/**
 * Support (spec 001 §2): Live Chat and Create Ticket. Live Chat opens a conversation with the support team (stored
 * with the tickets, see LiveChat); Create Ticket opens /support/ticket.
 */
export function SupportPage() {
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <PageLayout title="Support" lead="How can we help? Chat with us or create a ticket.">
      <div className={grid}>
        <Card.Root>
          <Card.Header>
            <MessageCircle className={icon} aria-hidden />
            <Card.Title>Live Chat</Card.Title>
            <Card.Description>Talk to our support team in real time.</Card.Description>
          </Card.Header>
          {chatOpen ? (
            <Card.Body>
              <LiveChat />
            </Card.Body>
          ) : (
            <Card.Footer>
              <Button variant="outline" onClick={() => setChatOpen(true)}>
                Start Live Chat
              </Button>
            </Card.Footer>
          )}
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Ticket className={icon} aria-hidden />
            <Card.Title>Create Ticket</Card.Title>
            <Card.Description>Describe the problem and we will get back to you.</Card.Description>
          </Card.Header>
          <Card.Footer>
            <Button asChild>
              <Link to="/support/ticket">Create Ticket</Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      </div>
    </PageLayout>
  );
}
