import { Button, Card, SelectField, TextField } from '@console/ui';
import { useState, type SyntheticEvent } from 'react';
import { css } from '../../../styled-system/css';
import { PageLayout } from '../../components/page-layout';
import { TICKET_PRIORITIES } from './ticket-priorities';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const footer = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' });
const noticeStyle = css({ textStyle: 'body.md', color: 'warning.fg' });

export const TICKET_NOT_AVAILABLE =
  'Sending tickets is not available yet, so this ticket was not sent. Your text is kept.';

/**
 * Create Ticket (spec 001 §2): subject, description and priority. The spec gives the form no submit behaviour, so
 * submitting says plainly that tickets cannot be sent yet, and keeps everything typed.
 */
export function TicketPage() {
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState('medium');
  const [notice, setNotice] = useState('');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setNotice(TICKET_NOT_AVAILABLE);
  };

  return (
    <PageLayout title="Create Ticket" lead="Tell us what went wrong and how urgent it is.">
      <Card.Root>
        <form onSubmit={onSubmit} aria-label="Support ticket">
          <Card.Body className={form}>
            <TextField
              label="Subject"
              name="subject"
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
            />
            <TextField
              label="Description"
              name="description"
              multiline
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
            <SelectField
              label="Priority"
              name="priority"
              options={TICKET_PRIORITIES}
              value={priority}
              onChange={(event) => setPriority(event.target.value)}
            />
          </Card.Body>
          <Card.Footer className={footer}>
            <Button type="submit">Submit Ticket</Button>
            <p className={noticeStyle} role="status">
              {notice}
            </p>
          </Card.Footer>
        </form>
      </Card.Root>
    </PageLayout>
  );
}
