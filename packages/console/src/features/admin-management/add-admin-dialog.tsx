import { createInvitationMutationOptions, errorMessage, invitationFormSchema } from '@console/api-client';
import { Button, Dialog, TextField, TimerButton, toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../lib/use-api';

const ADMIN_ADDED = 'Administrator has been added';
const INVITATION_EMAIL_FAILED =
  'The invitation e-mail could not be sent. Add the administrator again to send a new one.';

/**
 * "Add an Administrator" (spec 000 §5): one e-mail, checked with the api-client's invitation form schema (an inline
 * error when it is not valid), then POST /invitations, which e-mails the invitation. The toast says whether the
 * e-mail went out (the invitation is kept either way, its row then says "E-mail not delivered"). A failed save keeps
 * the e-mail and says why in a toast.
 */
export function AddAdminDialog({ accountId }: { accountId: string }) {
  const api = useApi();
  const invite = useMutation(createInvitationMutationOptions(api, accountId));
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = async () => {
    const parsed = invitationFormSchema.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message);
      throw new Error(message);
    }
    setError(undefined);
    let invitation;
    try {
      invitation = await invite.mutateAsync(parsed.data);
    } catch (failure) {
      toast.error('The administrator could not be added', errorMessage(failure));
      throw failure;
    }
    if (invitation.emailStatus === 'failed') toast.warning(ADMIN_ADDED, INVITATION_EMAIL_FAILED);
    else toast.success(ADMIN_ADDED, `An invitation e-mail was sent to ${invitation.email}.`);
    setEmail('');
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button>Add an Administrator</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Add an Administrator</Dialog.Title>
          <Dialog.Description>We will send an invitation to this e-mail address.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.CloseTrigger>
          <TimerButton onClick={submit}>Add Administrator</TimerButton>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
