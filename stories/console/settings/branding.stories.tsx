import { DEMO_ACCOUNT_ID, mockStore, ops, scenario } from '@console/api-client/mocks';
import { brandingKeys } from '@console/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';
import { page, settled } from '../support/settled';
import { findPending } from '../support/find-pending';
import { answerLeaveGuard } from '../support/leave-guard';
import { noScreenshot } from '../../support/screenshot';

const meta = {
  title: 'Console/Settings/Branding',
  parameters: consoleScreenParameters,
  render: () => <ConsoleScreen path="/settings/branding" as="owner" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = { level: 1, name: 'Branding' } as const;
const nameField = () => page().getByRole('textbox', { name: 'Company name' });
const hexField = () => page().getByRole('textbox', { name: 'Primary brand colour' });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};
const swatchNames = () =>
  within(page().getByRole('group', { name: 'Colours in your logo' }))
    .getAllByRole('button')
    .map((swatch) => swatch.getAttribute('aria-label'));

/** A logo as it comes from a design tool: sized, with a script that must not survive, green and white. */
const UPLOADED_LOGO =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onload="alert(1)">' +
  '<script>alert(1)</script><rect width="120" height="40" fill="#0e9f6e"/><circle cx="20" cy="20" r="8" fill="#fff"/></svg>';

/** The saved branding: name, logo preview, colour, and the logo's colours without its black text. */
export const OwnerView: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await expect(nameField()).toHaveValue('Northwind Contact');
    await expect(body.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(hexField()).toHaveValue('#5B3FD9');
    await expect(swatchNames()).toEqual(['select #5B3FD9 as the color', 'select #F59E0B as the color']);
    await expect(body.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

/** An administrator sees the same page. */
export const AdminView: Story = {
  render: () => <ConsoleScreen path="/settings/branding" as="admin" />,
  async play() {
    await page().findByRole('heading', heading);
    await expect(nameField()).toHaveValue('Northwind Contact');
  },
};

/** A supervisor may not open settings: they land on '/'. */
export const SupervisorRedirected: Story = {
  render: () => <ConsoleScreen path="/settings/branding" as="supervisor" />,
  async play() {
    await page().findByRole('heading', { level: 1, name: /^Welcome, / });
    await expect(page().queryByRole('heading', heading)).toBeNull();
  },
};

/** The branding is loading: the shell with the page's skeleton. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getBranding).never());
  },
  async play({ loaded }) {
    await expect(
      await findPending(
        loaded.queryClient as QueryClient,
        brandingKeys.detail(DEMO_ACCOUNT_ID),
        'Loading the branding',
      ),
    ).toBeVisible();
    await expect(page().queryByRole('heading', heading)).toBeNull();
  },
};

/** Nothing set yet: an empty name, the drop area, an empty colour field and no logo colours. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getBranding).empty());
  },
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await expect(nameField()).toHaveValue('');
    await expect(body.queryByRole('img', { name: 'Current logo' })).toBeNull();
    await expect(body.getByText('Drag and drop an SVG file here, or')).toBeVisible();
    await expect(hexField()).toHaveValue('');
    await expect(body.queryByText('Colours in your logo')).toBeNull();
  },
};

/** The branding could not be loaded; Try again loads it once the server answers. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.getBranding).serverError());
  },
  async play({ msw }) {
    const body = page();
    await body.findByRole('heading', { name: 'The branding could not be loaded' });
    await expect(body.getByText('An unknown error occurred')).toBeVisible();
    msw.resetHandlers();
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await expect(await body.findByRole('heading', heading)).toBeVisible();
  },
};

/**
 * A new logo by Browse files: sanitised and normalised, its colours offered (white left out); a swatch chooses the
 * colour; Save Changes sends the logo base64-encoded and says "Branding has been updated".
 */
export const SaveNewLogo: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Northwind Support');
    await userEvent.upload(fileInput(), new File([UPLOADED_LOGO], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(swatchNames()).toEqual(['select #0E9F6E as the color']));
    await userEvent.click(body.getByRole('button', { name: 'select #0E9F6E as the color' }));
    await expect(hexField()).toHaveValue('#0E9F6E');
    const save = body.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(save);
    await expect(await body.findByText('Branding has been updated')).toBeInTheDocument();
    const saved = mockStore.branding;
    await expect(saved.name).toBe('Northwind Support');
    await expect(saved.color).toBe('#0E9F6E');
    await expect(saved.logo).toContain('viewBox="0 0 120 40"');
    await expect(saved.logo).not.toMatch(/<script|onload/);
    await expect(saved.logo).not.toMatch(/^<svg[^>]* (width|height)=/);
    await settled(save);
  },
};

/** The hex field: lower case is upper-cased, the 8th character is refused, and the colour is saved. */
export const HexInput: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    const hex = hexField();
    await userEvent.clear(hex);
    await userEvent.type(hex, '#1a2b3c9');
    await expect(hex).toHaveValue('#1A2B3C');
    await expect(hex).toHaveAttribute('maxlength', '7');
    const save = body.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(save);
    await expect(await body.findByText('Branding has been updated')).toBeInTheDocument();
    await expect(mockStore.branding.color).toBe('#1A2B3C');
    await settled(save);
  },
};

/** A file that is not an SVG is ignored: the logo and its colours stay, nothing is said. */
export const OtherFileIgnored: Story = {
  ...noScreenshot('ends as the branding page, unchanged'),
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), png);
    await expect(body.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(swatchNames()).toEqual(['select #5B3FD9 as the color', 'select #F59E0B as the color']);
    await expect(body.queryByRole('alert')).toBeNull();
  },
};

/** Dragging a file over the drop area highlights it. */
export const DragOver: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    const dropzone = body.getByRole('application', { name: 'Logo: drop an SVG file here' });
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([UPLOADED_LOGO], 'logo.svg', { type: 'image/svg+xml' }));
    dropzone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(dropzone).toHaveAttribute('data-dragging'));
  },
};

/**
 * Remove logo: the drop area comes back and the logo's colours go; the colour stays. (Not saved here: the shell's
 * header logo without a logo trips axe's label-content-name-mismatch, reported to the lead.)
 */
export const RemoveLogo: Story = {
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await userEvent.click(body.getByRole('button', { name: 'Remove logo' }));
    await expect(body.queryByRole('img', { name: 'Current logo' })).toBeNull();
    await expect(body.getByText('Drag and drop an SVG file here, or')).toBeVisible();
    await expect(body.queryByText('Colours in your logo')).toBeNull();
    await expect(hexField()).toHaveValue('#5B3FD9');
  },
};

/** The save fails: the toast says why, and the typed name and colour stay as they were typed. */
export const SaveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.updateBranding).error('VALIDATION_FAILED', { message: 'The logo is too large' }));
  },
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Northwind Support');
    await userEvent.clear(hexField());
    await userEvent.type(hexField(), '#0e9f6e');
    const save = body.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(save);
    await expect(await body.findByText('Branding could not be updated')).toBeInTheDocument();
    await expect(body.getByText('The logo is too large')).toBeInTheDocument();
    await expect(body.queryByText('Branding has been updated')).toBeNull();
    await expect(nameField()).toHaveValue('Northwind Support');
    await expect(hexField()).toHaveValue('#0E9F6E');
    await expect(mockStore.branding.name).toBe('Northwind Contact');
    await settled(save);
  },
};

/**
 * Leaving with unsaved edits asks first (apps.md §2.5's question): Stay keeps the page and what was typed, Leave
 * goes on.
 */
export const LeaveWithUnsavedEdits: Story = {
  ...noScreenshot('ends on the page it left for'),
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Northwind Support');
    await userEvent.click(body.getByRole('link', { name: 'Domain' }));
    await answerLeaveGuard('Stay');
    await expect(body.getByRole('heading', heading)).toBeVisible();
    await expect(nameField()).toHaveValue('Northwind Support');
    await userEvent.click(body.getByRole('link', { name: 'Domain' }));
    await answerLeaveGuard('Leave');
    await expect(await body.findByRole('heading', { level: 1, name: 'Domain' })).toBeVisible();
  },
};

/** Nothing edited, or everything saved: leaving does not ask. */
export const LeaveAfterSaving: Story = {
  ...noScreenshot('ends on the page it left for'),
  async play() {
    const body = page();
    await body.findByRole('heading', heading);
    await userEvent.type(nameField(), ' Group');
    const save = body.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(save);
    await body.findByText('Branding has been updated');
    await settled(save);
    await userEvent.click(body.getByRole('link', { name: 'Domain' }));
    await expect(await body.findByRole('heading', { level: 1, name: 'Domain' })).toBeVisible();
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};
