import {
  createSupportTicketMutationOptions,
  errorMessage,
  type CreatedTicket,
  type TicketPriority,
} from '@console/api-client';
import { Button, Card, SelectField, TextField } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { css } from '../../../styled-system/css';
import { PageLayout } from '../../components/page-layout';
import { useApi } from '../../lib/use-api';
import { checkTicket, type TicketFieldErrors } from './ticket-errors';
import { TICKET_PRIORITIES } from './ticket-priorities';
import { TicketCreated } from './ticket-created';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const footer = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' });
const failure = css({ textStyle: 'body.md', color: 'danger.fg' });

const TICKET_NOT_SENT = 'The ticket could not be sent. Your text is kept; please try again.';

/**
 * Create Ticket (spec 001 §2): subject, description and priority, checked with the api-client's schema, then
 * POST /support/tickets. The ticket is stored for the support team (Watch Tower lists it); the page confirms with its
 * number. A failure says so and keeps everything typed.
 */
export function TicketPage() {
  const api = useApi();
  const create = useMutation(createSupportTicketMutationOptions(api));
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<TicketPriority>('medium');
  const [errors, setErrors] = useState<TicketFieldErrors>({});
  const [created, setCreated] = useState<CreatedTicket>();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkTicket({ subject, description, priority, channel: 'ticket' });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.data, { onSuccess: setCreated });
  };

  if (created) {
    return (
      <PageLayout title="Create Ticket" lead="Tell us what went wrong and how urgent it is.">
        <TicketCreated
          ticket={created}
          onAnother={() => {
            setSubject('');
            setDescription('');
            setPriority('medium');
            setCreated(undefined);
            create.reset();
          }}
        />
      </PageLayout>
    );
  }

  return (
    <PageLayout title="Create Ticket" lead="Tell us what went wrong and how urgent it is.">
      <Card.Root>
        <form onSubmit={onSubmit} aria-label="Support ticket" noValidate>
          <Card.Body className={form}>
            <TextField
              label="Subject"
              name="subject"
              value={subject}
              error={errors.subject}
              onChange={(event) => setSubject(event.target.value)}
            />
            <TextField
              label="Description"
              name="description"
              multiline
              value={description}
              error={errors.description}
              onChange={(event) => setDescription(event.target.value)}
            />
            <SelectField
              label="Priority"
              name="priority"
              options={TICKET_PRIORITIES}
              value={priority}
              onChange={(event) => setPriority(event.target.value as TicketPriority)}
            />
          </Card.Body>
          <Card.Footer className={footer}>
            <Button type="submit" aria-disabled={create.isPending || undefined}>
              {create.isPending ? 'Sending…' : 'Submit Ticket'}
            </Button>
            {create.isError && (
              <p className={failure} role="alert">
                {TICKET_NOT_SENT} ({errorMessage(create.error)})
              </p>
            )}
          </Card.Footer>
        </form>
      </Card.Root>
    </PageLayout>
  );
}
