import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge, Button, Card, Dialog, Spinner, TextField } from '@console/ui';
import { holdsFocus, receivesFocus } from '../support/focus';

const meta = { title: 'UI/Surfaces' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardWithFooter: Story = {
  render: () => (
    <Card.Root style={{ maxWidth: 480 }}>
      <Card.Header>
        <Card.Title>Pending Invitations</Card.Title>
        <Card.Description>People invited to manage this account.</Card.Description>
      </Card.Header>
      <Card.Body>Two invitations are waiting.</Card.Body>
      <Card.Footer>
        <Button variant="outline">Cancel</Button>
        <Button>Save Changes</Button>
      </Card.Footer>
    </Card.Root>
  ),
};

/** Every tone. Text meets AA contrast in light and dark. */
export const Badges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Neutral</Badge>
      <Badge tone="accent">Account Owner</Badge>
      <Badge tone="success">connected</Badge>
      <Badge tone="warning">pending</Badge>
      <Badge tone="danger">Expired Nov 18, 2026</Badge>
      <Badge tone="info">3</Badge>
    </div>
  ),
};

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="Loading results" />
      <Spinner />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
  },
};

/** Opens from its trigger, traps focus, closes on Escape and returns focus to the trigger. */
export const DialogFlow: Story = {
  render: () => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Add an Administrator</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Add an Administrator</Dialog.Title>
          <Dialog.Description>They get an e-mail invitation.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <TextField label="Email" type="email" />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.CloseTrigger>
          <Button>Send invitation</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Add an Administrator' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add an Administrator' });
    await expect(dialog).toBeVisible();
    // Escape reaches the dialog once it holds the focus.
    await holdsFocus(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await receivesFocus(trigger);
  },
};

/** Open, as a screenshot shows it. */
export const DialogOpen: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Technical Details</Dialog.Title>
          <Dialog.Description>How the console calls your API.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>GET https://api.example.com/customers?phoneNumber=%2B14155550100</Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  ),
};
