import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { LogoDropzone, type LogoDropzoneProps } from '@console/ui';
import { noScreenshot } from '../support/screenshot';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="40" height="40" rx="8" fill="#1A56DB"/>' +
  '<circle cx="20" cy="20" r="10" fill="#F59E0B"/><rect x="50" y="14" width="64" height="12" rx="6" fill="#1A56DB"/></svg>';

/** An upload as it comes from a designer's tool: sized, with a script that must not survive. */
const UPLOADED =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onload="alert(1)">' +
  '<script>alert(1)</script><rect width="120" height="40" fill="#0E9F6E"/></svg>';

/** The dropzone holding its own value, as the branding form does. */
function Stateful({ value: initial, onChange, ...props }: LogoDropzoneProps) {
  const [value, setValue] = useState(initial);
  return (
    <LogoDropzone
      {...props}
      value={value}
      onChange={(markup) => {
        setValue(markup);
        onChange(markup);
      }}
    />
  );
}

const meta = {
  title: 'UI/LogoDropzone',
  component: LogoDropzone,
  args: { value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof LogoDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};

/** No logo yet: the drop area with its hint and "Browse files". */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeEnabled();
    await expect(canvas.queryByRole('img', { name: 'Current logo' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  },
};

/** A saved logo: its preview, and "Remove logo" clears it. */
export const WithLogo: Story = {
  args: { value: LOGO },
  play: async ({ args, canvas }) => {
    const preview = canvas.getByRole('img', { name: 'Current logo' });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove logo' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img', { name: 'Current logo' })).toBeNull();
  },
};

/**
 * Dropping (or browsing to) an SVG: onChange gets it sanitised and normalised, and the preview shows it. Both reach
 * Ark through the same file selection; a synthetic drop event carries no file entries, so the file goes to the input.
 */
export const DropAnSvg: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = new File([UPLOADED], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const markup = String(mocked(args.onChange).mock.calls[0]?.[0]);
    await expect(markup).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    await expect(markup).toContain('viewBox="0 0 120 40"');
    await expect(markup).not.toMatch(/^<svg[^>]* (width|height)=|<script|onload/);
    await expect(canvas.getByRole('img', { name: 'Current logo' })).toBeVisible();
  },
};

/** A PNG is ignored: no call, no message, nothing changes (spec 000 §5). */
export const PngIgnored: Story = {
  ...noScreenshot('ends as the empty dropzone'),
  play: async ({ args, canvas, canvasElement }) => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    // Past the input's accept filter, as a drop would be: the component itself must ignore it.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), png);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img', { name: 'Current logo' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Drag over: the drop area is highlighted. */
export const Dragging: Story = {
  play: async ({ canvas }) => {
    const dropzone = canvas.getByRole('application', { name: 'Logo: drop an SVG file here' });
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([LOGO], 'logo.svg', { type: 'image/svg+xml' }));
    dropzone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(dropzone).toHaveAttribute('data-dragging'));
  },
};

/** Disabled while the form saves. */
export const Disabled: Story = {
  args: { value: LOGO, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    await expect(
      within(canvas.getByRole('application')).getByRole('button', { name: 'Remove logo' }),
    ).toBeDisabled();
  },
};
