import {
  createSupportTicketMutationOptions,
  errorMessage,
  ticketCreatedMessage,
  type CreatedTicket,
} from '@console/api-client';
import { Button, TextField } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { ticketConfirmationNote } from './ticket-confirmation';
import { checkTicket } from './ticket-errors';

const panel = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const bubble = css({
  alignSelf: 'flex-end',
  maxW: '85%',
  px: '3',
  py: '2',
  borderRadius: 'md',
  bg: 'accent.subtle',
  color: 'fg.default',
  textStyle: 'body.md',
  whiteSpace: 'pre-wrap',
});
const note = css({ textStyle: 'body.md', color: 'fg.muted' });
const failure = css({ textStyle: 'body.md', color: 'danger.fg' });

const CHAT_SUBJECT = 'Live chat';

/**
 * Live Chat: the first message opens a conversation in the support team's ticket store (channel `chat`, so the
 * team sees where it came from), confirmed on screen and by e-mail with its number. The console has no channel to
 * push an answer back, so the note says only what happened (see ticketConfirmationNote).
 */
export function LiveChat() {
  const api = useApi();
  const send = useMutation(createSupportTicketMutationOptions(api));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [conversation, setConversation] = useState<{ ticket: CreatedTicket; message: string }>();
  const form = useRef<HTMLFormElement>(null);

  // The Start Live Chat button that opened the panel is gone: the focus goes to the message field.
  useEffect(() => form.current?.querySelector('textarea')?.focus(), []);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = checkTicket({
      subject: CHAT_SUBJECT,
      description: message,
      priority: 'medium',
      channel: 'chat',
    });
    if (!checked.ok) return setError(checked.errors.description);
    setError(undefined);
    send.mutate(checked.data, { onSuccess: (ticket) => setConversation({ ticket, message }) });
  };

  if (conversation) {
    return (
      <div className={panel}>
        <p className={bubble}>{conversation.message}</p>
        <p role="status" className={note}>
          {ticketCreatedMessage(conversation.ticket, 'chat')}.{' '}
          {ticketConfirmationNote(conversation.ticket, 'message')}
        </p>
      </div>
    );
  }
  return (
    <form ref={form} className={panel} onSubmit={onSubmit} aria-label="Live chat" noValidate>
      <TextField
        label="Message"
        name="message"
        multiline
        rows={3}
        value={message}
        error={error}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button type="submit" aria-disabled={send.isPending || undefined}>
        {send.isPending ? 'Sending…' : 'Send'}
      </Button>
      {send.isError && (
        <p role="alert" className={failure}>
          The message could not be sent: {errorMessage(send.error)}
        </p>
      )}
    </form>
  );
}
