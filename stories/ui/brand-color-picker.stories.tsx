import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandColorPicker, type BrandColorPickerProps } from '@console/ui';
import { noScreenshot } from '../support/screenshot';

/** The picker holding its own value, as the branding form does. */
function Stateful({ value: initial, onChange, ...props }: BrandColorPickerProps) {
  const [value, setValue] = useState(initial);
  return (
    <BrandColorPicker
      {...props}
      value={value}
      onChange={(color) => {
        setValue(color);
        onChange(color);
      }}
    />
  );
}

const meta = {
  title: 'UI/BrandColorPicker',
  component: BrandColorPicker,
  args: { value: '#1A56DB', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BrandColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const hexField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Primary brand colour' });

/** A saved colour: the picker, the hue slider and the hex field show it; no logo, so no swatches. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(hexField(canvasElement)).toHaveValue('#1A56DB');
    await expect(hexField(canvasElement)).toHaveAttribute('maxlength', '7');
    await expect(canvas.getByRole('slider', { name: 'hue' })).toBeVisible();
    await expect(canvas.queryByText('Colours in your logo')).toBeNull();
  },
};

/** No colour set yet: an empty field. */
export const Unset: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(hexField(canvasElement)).toHaveValue('');
  },
};

/** The logo's colours offered as swatches, black and white left out; a click chooses one. */
export const WithLogoSwatches: Story = {
  args: { logoColors: ['#0E9F6E', '#000000', '#f59e0b', '#FFFFFF', '#0e9f6e', 'rgb(225, 29, 72)'] },
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Colours in your logo' });
    const swatches = within(group).getAllByRole('button');
    await expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual([
      'select #0E9F6E as the color',
      'select #F59E0B as the color',
      'select #E11D48 as the color',
    ]);
    await userEvent.click(swatches[1] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith('#F59E0B');
    await expect(hexField(canvasElement)).toHaveValue('#F59E0B');
  },
};

/** Typing lower case shows upper case; the 8th character is refused; a complete hex is chosen. */
export const TypingLowercaseHex: Story = {
  args: { value: null },
  play: async ({ args, canvasElement }) => {
    const field = hexField(canvasElement);
    await userEvent.type(field, '#1a2b3');
    await expect(field).toHaveValue('#1A2B3');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(field, 'c');
    await expect(field).toHaveValue('#1A2B3C');
    await expect(args.onChange).toHaveBeenLastCalledWith('#1A2B3C');
    await userEvent.type(field, 'd');
    await expect(field).toHaveValue('#1A2B3C');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A half-typed hex is put back to the current colour when the field is left. */
export const IncompleteHexRestored: Story = {
  ...noScreenshot('ends as the default colour'),
  play: async ({ args, canvasElement }) => {
    const field = hexField(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '#12');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await expect(field).toHaveValue('#1A56DB');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The hue slider by keyboard: arrow keys change the colour and call onChange with upper-case hex. */
export const HueByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('slider', { name: 'hue' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^#[0-9A-F]{6}$/));
  },
};
