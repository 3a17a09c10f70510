import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, DetailList, SessionDrawer, SessionStatusBadge, Timeline } from '@console/ui';
import { holdsFocus, receivesFocus } from '../support/focus';
import { OTP_EVENTS } from './session-data';

const SESSION_ID = 'ses_3f9a2c7d1e4b5a6c81b2de';

const SECTIONS = [
  {
    id: 'details',
    title: 'Details',
    content: (
      <DetailList
        items={[
          { label: 'Status', value: 'Verified' },
          { label: 'Customer', value: 'cust-1042' },
          { label: 'Phone Number', value: '+44 7700 900123' },
          { label: 'Agent', value: 'Jordan Lee' },
          { label: 'Created', value: 'Nov 21, 2026, 2:02:04 PM' },
          { label: 'Duration', value: '7 s' },
        ]}
      />
    ),
  },
  {
    id: 'attempts',
    title: 'One-time passcode',
    content: <DetailList items={[{ label: 'Attempts', value: '1 of 3' }]} />,
  },
  { id: 'timeline', title: 'Timeline', content: <Timeline events={OTP_EVENTS} timeZone="UTC" /> },
];

interface ExampleProps {
  initiallyOpen?: boolean;
  loading?: boolean;
  error?: boolean;
  onRetry: () => void;
  onDownload: () => void;
}

/** A row's button opens the drawer, as a list row does in the console. */
function SessionDrawerExample({ initiallyOpen = false, loading, error, onRetry, onDownload }: ExampleProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open session
      </Button>
      <SessionDrawer
        open={open}
        onOpenChange={setOpen}
        title="Session 3f9a2c…81b2de"
        description={SESSION_ID}
        status={<SessionStatusBadge status="success" label="Verified" />}
        sections={SECTIONS}
        actions={<Button onClick={onDownload}>Download report</Button>}
        loading={loading}
        error={error}
        onRetry={onRetry}
      />
    </>
  );
}

const meta = {
  title: 'UI/SessionDrawer',
  component: SessionDrawerExample,
  args: { onRetry: fn(), onDownload: fn() },
} satisfies Meta<typeof SessionDrawerExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => screen.findByRole('dialog', { name: /^Session 3f9a2c…81b2de/ });

/** A session's details, the app's details and its timeline; Escape closes and the focus returns to the row. */
export const Details: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open session' });
    await userEvent.click(opener);
    const panel = await drawer();
    await expect(panel).toHaveAccessibleDescription(SESSION_ID);
    await expect(within(panel).getByText('Verified', { selector: '[data-status]' })).toBeVisible();
    const headings = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(headings).toEqual(['Details', 'One-time passcode', 'Timeline']);
    await expect(within(panel).getByText('Webhook delivered')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Download report' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await receivesFocus(opener);
  },
};

/** Opened from the address (?session=, where customer search leads): open at once, the focus in it, closed by its button. */
export const OpenFromAddress: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const panel = await drawer();
    await holdsFocus(panel);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** While the session loads: skeletons, no status or actions yet. */
export const Loading: Story = {
  args: { initiallyOpen: true, loading: true },
  play: async () => {
    const panel = await drawer();
    await expect(within(panel).queryByText('Timeline')).toBeNull();
    await expect(within(panel).queryByRole('button', { name: 'Download report' })).toBeNull();
  },
};

/** The load failed: "Couldn't load session." and Try again (spec apps.md §0). */
export const LoadFailed: Story = {
  args: { initiallyOpen: true, error: true },
  play: async ({ args }) => {
    const panel = await drawer();
    await expect(within(panel).getByRole('alert')).toHaveTextContent("Couldn't load session.");
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
