import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Accordion,
  Clipboard,
  Collapsible,
  Field,
  FileUpload,
  Heading,
  NumberInput,
  RadioGroup,
  Switch,
  Table,
  Tabs,
  Text,
} from '@console/ui';

/**
 * The primitives no product component of these stories uses yet, each with its behaviour (the others show in
 * SettingsMenu, AppSwitcher, NotificationBell, FilterBar, PagedTableFooter, SessionDrawer, ...).
 */
const meta = { title: 'UI/Primitives' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading sizes and text tones; the element is the outline's, the size the design's. */
export const Typography: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Heading size="xl" asChild>
        <h1>Dashboard</h1>
      </Heading>
      <Heading size="sm">Sessions per day</Heading>
      <Text>Agents send requests from the agent application during a call.</Text>
      <Text size="sm" tone="muted">
        Updated a minute ago
      </Text>
      <Text tone="danger">Couldn't load authentications.</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sessions per day' })).toBeVisible();
  },
};

/** Tabs within a page: arrows move between them and the panel follows. */
export const TabsInPage: Story = {
  render: () => (
    <Tabs.Root defaultValue="request">
      <Tabs.List aria-label="Delivery">
        <Tabs.Trigger value="request">Request</Tabs.Trigger>
        <Tabs.Trigger value="response">Response</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="request">POST https://hooks.example.com/console</Tabs.Content>
      <Tabs.Content value="response">200 OK in 142 ms</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Request' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Response' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(canvas.getByText('200 OK in 142 ms')).toBeVisible());
    // The panel left closes after its exit (Ark's presence), a moment after the new one shows.
    await waitFor(() => expect(canvas.getByText('POST https://hooks.example.com/console')).not.toBeVisible());
  },
};

const blockChanged = fn();

/** A switch, by click and by Space. */
export const SwitchToggle: Story = {
  render: () => (
    <Switch.Root
      defaultChecked
      onCheckedChange={({ checked }) => {
        blockChanged(checked);
      }}
    >
      <Switch.Control />
      <Switch.Label>Block premium-rate and high-risk numbers</Switch.Label>
      <Switch.HiddenInput />
    </Switch.Root>
  ),
  play: async ({ canvas }) => {
    const control = canvas.getByRole('checkbox', { name: 'Block premium-rate and high-risk numbers' });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(blockChanged).toHaveBeenLastCalledWith(true);
  },
};

/** One choice among a few. */
export const RadioChoice: Story = {
  render: () => (
    <RadioGroup.Root defaultValue="keep">
      <RadioGroup.Label>Storage</RadioGroup.Label>
      {[
        ['keep', 'Keep in the console only'],
        ['s3', 'S3-compatible bucket'],
        ['sftp', 'SFTP'],
      ].map(([value, label]) => (
        <RadioGroup.Item key={value} value={value ?? ''}>
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('SFTP'));
    await expect(canvas.getByRole('radio', { name: 'SFTP' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Keep in the console only' })).not.toBeChecked();
  },
};

/** A number within limits: the arrow keys and the steppers step, never past the maximum. */
export const NumberStepper: Story = {
  render: () => (
    <NumberInput.Root defaultValue="3" min={1} max={5} style={{ width: 160 }}>
      <NumberInput.Label>Max attempts</NumberInput.Label>
      <NumberInput.Control>
        <NumberInput.Input />
        <NumberInput.IncrementTrigger />
        <NumberInput.DecrementTrigger />
      </NumberInput.Control>
    </NumberInput.Root>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Max attempts' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(input).toHaveValue('5'));
    await userEvent.click(canvas.getByRole('button', { name: /decrease/i }));
    await waitFor(() => expect(input).toHaveValue('4'));
  },
};

/** Sections that open and close. */
export const AccordionSections: Story = {
  render: () => (
    <Accordion.Root collapsible defaultValue={['headers']} style={{ maxWidth: 480 }}>
      {[
        ['headers', 'X-Signature header', 't={unix},v1={hex}'],
        ['retries', 'Retries', 'At once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.'],
      ].map(([value, title, body]) => (
        <Accordion.Item key={value} value={value ?? ''}>
          <Accordion.ItemTrigger>
            {title}
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>{body}</Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
  play: async ({ canvas }) => {
    const retries = canvas.getByRole('button', { name: 'Retries' });
    await expect(retries).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(retries);
    await expect(retries).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/At once, 5 s/)).toBeVisible();
  },
};

/** One section shown on demand. */
export const CollapsibleDetails: Story = {
  render: () => (
    <Collapsible.Root>
      <Collapsible.Trigger>
        <Collapsible.Indicator />
        Show response body
      </Collapsible.Trigger>
      <Collapsible.Content>{'{"received":true}'}</Collapsible.Content>
    </Collapsible.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('{"received":true}')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show response body' }));
    await expect(canvas.getByText('{"received":true}')).toBeVisible();
  },
};

/** A value to copy, in a read-only field. */
export const ClipboardValue: Story = {
  render: () => (
    <Clipboard.Root value="https://console.example.com/webhooks/verify" style={{ maxWidth: 480 }}>
      <Clipboard.Label>Verification guide</Clipboard.Label>
      <Clipboard.Control>
        <Clipboard.Input />
        <Clipboard.Trigger aria-label="Copy verification guide">
          <Clipboard.Indicator />
        </Clipboard.Trigger>
      </Clipboard.Control>
    </Clipboard.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification guide' })).toHaveValue(
      'https://console.example.com/webhooks/verify',
    );
    await expect(canvas.getByRole('button', { name: 'Copy verification guide' })).toBeVisible();
  },
};

/** A file picked through the drop area's button: it is listed with its size, and can be removed. */
export const FilePicker: Story = {
  render: () => (
    <FileUpload.Root
      accept="application/pdf"
      maxFiles={1}
      translations={{ dropzone: 'Document: drop a PDF file here' }}
    >
      <FileUpload.Label>Document</FileUpload.Label>
      <FileUpload.Dropzone>
        <Text tone="muted">Drag a PDF here, or</Text>
        <FileUpload.Trigger>Browse files</FileUpload.Trigger>
      </FileUpload.Dropzone>
      <FileUpload.HiddenInput data-testid="file-input" />
      <FileUpload.ItemGroup>
        <FileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((file) => (
              <FileUpload.Item key={file.name} file={file}>
                <FileUpload.ItemPreview type=".*" />
                <FileUpload.ItemName />
                <FileUpload.ItemSizeText />
                <FileUpload.ItemDeleteTrigger aria-label={`Remove ${file.name}`} />
              </FileUpload.Item>
            ))
          }
        </FileUpload.Context>
      </FileUpload.ItemGroup>
    </FileUpload.Root>
  ),
  play: async ({ canvas }) => {
    const file = new File(['%PDF-1.7'], 'terms.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByTestId('file-input'), file);
    await expect(await canvas.findByText('terms.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove terms.pdf' }));
    await waitFor(() => expect(canvas.queryByText('terms.pdf')).toBeNull());
  },
};

function FieldsExample() {
  const [template, setTemplate] = useState('');
  return (
    <Field.Root invalid={template === ''} style={{ maxWidth: 480 }}>
      <Field.Label>Message</Field.Label>
      <Field.Textarea
        rows={3}
        value={template}
        onChange={(event) => setTemplate(event.currentTarget.value)}
      />
      <Field.ErrorText>Message is required</Field.ErrorText>
    </Field.Root>
  );
}

/** Field with a Textarea: the error shows while invalid and is its error message. */
export const FieldError: Story = {
  render: () => <FieldsExample />,
  play: async ({ canvas }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    // Ark links the error (aria-errormessage) once it has seen it rendered.
    await waitFor(() => expect(message).toHaveAccessibleErrorMessage('Message is required'));
    await userEvent.type(message, 'Hello');
    await waitFor(() => expect(canvas.queryByText('Message is required')).toBeNull());
  },
};

/** A plain table: caption, header row, aligned numbers. */
export const PlainTable: Story = {
  render: () => (
    <Table.Root style={{ maxWidth: 480 }}>
      <Table.Caption>Fields</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.Header scope="col">Label</Table.Header>
          <Table.Header scope="col">Type</Table.Header>
          <Table.Header scope="col" data-align="end">
            Page
          </Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        <Table.Row>
          <Table.Cell>Signature</Table.Cell>
          <Table.Cell>Signature</Table.Cell>
          <Table.Cell data-align="end">3</Table.Cell>
        </Table.Row>
        <Table.Row>
          <Table.Cell>Date signed</Table.Cell>
          <Table.Cell>Date</Table.Cell>
          <Table.Cell data-align="end">3</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Fields' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};
