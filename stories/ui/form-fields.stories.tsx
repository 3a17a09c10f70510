import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Checkbox, SelectField, TextField } from '@console/ui';

const meta = {
  title: 'UI/Form fields',
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 420, display: 'grid', gap: 16 }}>{<Story />}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input with helper text. */
export const Text: Story = {
  render: () => (
    <TextField label="Company name" helperText="Shown to your customers" placeholder="Northwind Contact" />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Northwind');
    await expect(input).toHaveValue('Northwind');
    await expect(input).toHaveAccessibleDescription('Shown to your customers');
  },
};

/** Required, with the spec's message shown under it and announced with the input. */
export const WithError: Story = {
  render: () => <TextField label="Account SID" required error="Account SID is required" />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Account SID/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Ark links the error text (aria-errormessage) once it has seen it mounted.
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage('Account SID is required'));
  },
};

export const Disabled: Story = {
  render: () => <TextField label="Account ID" disabled defaultValue="acc_demo0001" />,
};

export const Multiline: Story = {
  render: () => <TextField label="Additional information" multiline rows={4} />,
};

/** A native select: keyboard and screen readers behave as users expect. */
export const Select: Story = {
  render: () => (
    <SelectField
      label="Datadog Site"
      defaultValue="us1"
      options={['us1', 'us3', 'us5', 'eu', 'ap1'].map((site) => ({ value: site, label: site.toUpperCase() }))}
    />
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Datadog Site' });
    await userEvent.selectOptions(select, 'eu');
    await expect(select).toHaveValue('eu');
  },
};

function CheckboxExample({ onCheckedChange }: { onCheckedChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => {
        setChecked(details.checked === true);
        onCheckedChange(details.checked === true);
      }}
    >
      <Checkbox.Control />
      <Checkbox.Label>I accept the terms of service</Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  );
}

const checkedChanges = fn();

/** Toggled by click and by Space. */
export const CheckboxToggle: Story = {
  render: () => <CheckboxExample onCheckedChange={checkedChanges} />,
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(checkedChanges).toHaveBeenLastCalledWith(false);
  },
};
