import { DEMO_ACCOUNT_ID, mockStore, ops, scenario } from '@console/api-client/mocks';
import { http, HttpResponse } from 'msw';
import { adminKeys } from '@console/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { findDialog, page, settled } from '../support/settled';
import { findPending } from '../support/find-pending';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Settings/Admin Management',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/admin-management" as="owner" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'Admin Management' } as const;

/** The owner's view: pending and expired invitations, the owner row with its badge and no selector. */
export const OwnerView: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await expect(body.getByRole('heading', { name: 'Pending Invitations (3)' })).toBeVisible();
    await expect(body.getByRole('heading', { name: 'Active Admins (3)' })).toBeVisible();
    await expect(body.getByText('Account Owner')).toBeVisible();
    await expect(body.queryByRole('combobox', { name: /Olivia Bennett/ })).toBeNull();
    await expect(body.queryByRole('button', { name: /Remove from account Olivia/ })).toBeNull();
    await expect(body.getAllByText(/^Expires /)).toHaveLength(2);
    await expect(body.getByText(/^Expired /)).toBeVisible();
    const options = body.getByRole('combobox', { name: 'Role of Marcus Reed' }).querySelectorAll('option');
    await expect([...options].map((option) => option.textContent)).toEqual(['Administrator', 'Supervisor']);
  },
};

/** An administrator (not the owner) sees the same page. */
export const AdminView: Story = {
  render: () => <ConsoleScreen path="/settings/admin-management" as="admin" />,
  async play() {
    await page().findByRole('heading', heading);
  },
};

/** A supervisor may not open settings: they land on '/'. */
export const SupervisorRedirected: Story = {
  render: () => <ConsoleScreen path="/settings/admin-management" as="supervisor" />,
  async play() {
    await page().findByRole('heading', { level: 1, name: /^Welcome, / });
    await expect(page().queryByRole('heading', heading)).toBeNull();
  },
};

/** The lists are loading: the shell with the page's skeleton. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listAdmins).never());
  },
  async play({ loaded }) {
    await expect(
      await findPending(
        loaded.queryClient as QueryClient,
        adminKeys.list(DEMO_ACCOUNT_ID),
        'Loading the administrators',
      ),
    ).toBeVisible();
    await expect(page().queryByRole('heading', heading)).toBeNull();
  },
};

/** No pending invitations. */
export const NoInvitations: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listInvitations).empty());
  },
  async play() {
    await page().findByRole('heading', { name: 'Pending Invitations (0)' });
    await expect(page().getByText('No pending invitations.')).toBeVisible();
  },
};

/** The lists could not be loaded; Try again loads them once the server answers. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.listAdmins).serverError());
  },
  async play({ msw }) {
    const body = page();
    await body.findByRole('heading', { name: 'The administrators could not be loaded' });
    await expect(body.getByText('An unknown error occurred')).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await expect(await body.findByRole('heading', { name: 'Active Admins (3)' })).toBeVisible();
  },
};

/** Invite: an invalid e-mail shows the inline error; a valid one adds the invitation. */
export const InviteFlow: Story = {
  ...noScreenshot('ends in the admin list, as Owner View shows it, one invitation more'),
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Add an Administrator' }));
    const dialog = await findDialog('Add an Administrator');
    const email = within(dialog).getByLabelText('Email');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Administrator' }));
    await expect(await within(dialog).findByText('Please provide a valid email address')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'new.admin@example.com');
    // The button holds its failed state for a moment, then takes clicks again.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Administrator' }));
    await expect(await body.findByText('Administrator has been added')).toBeInTheDocument();
    await expect(
      body.getByText('An invitation e-mail was sent to new.admin@example.com.'),
    ).toBeInTheDocument();
    await body.findByRole('heading', { name: 'Pending Invitations (4)' });
    await expect(mockStore.outbox.map((mail) => mail.to)).toEqual(['new.admin@example.com']);
  },
};

/** The mail server did not take the invitation e-mail: the toast and the row say so, never that it was sent. */
export const InvitationEmailNotDelivered: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/invitations', () =>
        HttpResponse.json(
          {
            id: 'inv_undelivered',
            email: 'unlucky@example.com',
            role: 'admin',
            expiresAt: new Date(mockStore.now.getTime() + 7 * 86_400_000).toISOString(),
            emailStatus: 'failed',
          },
          { status: 201 },
        ),
      ),
      http.get('*/api/invitations', () =>
        HttpResponse.json([
          {
            id: 'inv_undelivered',
            email: 'unlucky@example.com',
            role: 'admin',
            expiresAt: new Date(mockStore.now.getTime() + 7 * 86_400_000).toISOString(),
            emailStatus: 'failed',
          },
        ]),
      ),
    );
  },
  async play() {
    const body = page();
    await expect(await body.findByText('E-mail not delivered')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Add an Administrator' }));
    const dialog = await findDialog('Add an Administrator');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'unlucky@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Administrator' }));
    await expect(
      await body.findByText(
        'The invitation e-mail could not be sent. Add the administrator again to send a new one.',
      ),
    ).toBeInTheDocument();
    await expect(body.queryByText(/An invitation e-mail was sent/)).toBeNull();
  },
};

/** The invitation cannot be sent: the toast says why and the dialog keeps the typed e-mail. */
export const InviteFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.createInvitation).error('VALIDATION_FAILED', {
        message: 'This e-mail is already invited',
      }),
    );
  },
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Add an Administrator' }));
    const dialog = await findDialog('Add an Administrator');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new.admin@example.com');
    const confirm = within(dialog).getByRole('button', { name: 'Add Administrator' });
    await userEvent.click(confirm);
    await expect(await body.findByText('The administrator could not be added')).toBeInTheDocument();
    await expect(body.getByText('This e-mail is already invited')).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('new.admin@example.com');
    await expect(body.queryByText('Administrator has been added')).toBeNull();
    await settled(confirm);
  },
};

/** An invitation's role changes the same way. */
export const InvitationRoleChange: Story = {
  ...noScreenshot('ends in the admin list, as Owner View shows it, one role changed'),
  async play() {
    const body = page();
    const select = await body.findByRole('combobox', { name: /^Role of lena\.fischer/ });
    await userEvent.selectOptions(select, 'supervisor');
    await expect(await body.findByText('Role updated successfully')).toBeInTheDocument();
    await expect(body.getByText('Changed to Supervisor')).toBeInTheDocument();
    await expect(select).toHaveValue('supervisor');
  },
};

/** A role change shows the new role at once and says so. */
export const RoleChange: Story = {
  ...noScreenshot('ends in the admin list, as Owner View shows it, one role changed'),
  async play() {
    const body = page();
    const select = await body.findByRole('combobox', { name: 'Role of Marcus Reed' });
    await userEvent.selectOptions(select, 'supervisor');
    await expect(await body.findByText('Role updated successfully')).toBeInTheDocument();
    await expect(body.getByText('Changed to Supervisor')).toBeInTheDocument();
    await expect(select).toHaveValue('supervisor');
  },
};

/** The server refuses the role change: the toast says so and the old role comes back. */
export const RoleChangeFailure: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.updateAdminRole).serverError());
  },
  async play() {
    const body = page();
    const select = await body.findByRole('combobox', { name: 'Role of Marcus Reed' });
    await userEvent.selectOptions(select, 'supervisor');
    await expect(await body.findByText('Failed to update role')).toBeInTheDocument();
    await expect(body.getByText('Please try again later')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('admin'));
  },
};

/** Remove from account, behind "Are you absolutely sure?". */
export const RemoveFlow: Story = {
  ...noScreenshot('ends in the admin list, as Owner View shows it, one admin fewer'),
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Remove from account Marcus Reed' }));
    const dialog = await findDialog('Are you absolutely sure?', 'alertdialog');
    await expect(dialog).toHaveTextContent(/permanently delete the account/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from account' }));
    await expect(await body.findByText('Admin has been archived')).toBeInTheDocument();
    await body.findByRole('heading', { name: 'Active Admins (2)' });
  },
};

/** The server refuses the removal: the toast says why, the dialog stays open and the admin stays listed. */
export const RemoveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      scenario(ops.removeAdmin).error('VALIDATION_FAILED', { message: 'This admin cannot be removed' }),
    );
  },
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: 'Remove from account Marcus Reed' }));
    const dialog = await findDialog('Are you absolutely sure?', 'alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Remove from account' });
    await userEvent.click(confirm);
    await expect(await body.findByText('The admin could not be removed')).toBeInTheDocument();
    await expect(body.getByText('This admin cannot be removed')).toBeInTheDocument();
    await expect(dialog).toBeVisible();
    await expect(body.queryByText('Admin has been archived')).toBeNull();
    await settled(confirm);
    // Behind the modal dialog the page is hidden from the accessibility tree, but still there.
    await expect(body.getByRole('heading', { name: 'Active Admins (3)', hidden: true })).toBeInTheDocument();
  },
};

/** Revoke Invitation, behind "Are you sure?". */
export const RevokeFlow: Story = {
  ...noScreenshot('ends in the admin list, as Owner View shows it, one invitation fewer'),
  async play() {
    const body = page();
    await userEvent.click(await body.findByRole('button', { name: /^Revoke Invitation lena\.fischer/ }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await expect(dialog).toHaveTextContent(/must be invited again/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Invitation' }));
    await expect(await body.findByText('Invitation has been revoked')).toBeInTheDocument();
    await body.findByRole('heading', { name: 'Pending Invitations (2)' });
  },
};
