import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { INTEGRATION_PROVIDERS, IntegrationLogo, type IntegrationProvider } from '@console/ui';

const meta = {
  title: 'UI/IntegrationLogo',
  component: IntegrationLogo,
  args: { provider: 'twilio' },
  argTypes: { provider: { control: 'select', options: Object.keys(INTEGRATION_PROVIDERS) } },
} satisfies Meta<typeof IntegrationLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: the card names the provider in text. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true'));
  },
};

/** With a label the logo is an image with that name. */
export const Labelled: Story = {
  args: { provider: 'okta', label: 'Okta' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Okta' })).toHaveTextContent('Ok');
  },
};

/** Every provider of SMS, logging, SSO and sign-in. */
export const AllProviders: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 96px)', gap: '16px', listStyle: 'none' }}>
      {(Object.keys(INTEGRATION_PROVIDERS) as IntegrationProvider[]).map((provider) => (
        <li key={provider} style={{ display: 'grid', justifyItems: 'center', gap: '4px', fontSize: '12px' }}>
          <IntegrationLogo provider={provider} />
          {INTEGRATION_PROVIDERS[provider].name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('svg[data-provider]')).toHaveLength(12));
  },
};
