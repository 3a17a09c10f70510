import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IntegrationGrid, IntegrationLogo } from '@console/ui';

const REASON = 'Disable the current provider to enable this one';
const noop = () => undefined;

const meta = {
  title: 'UI/IntegrationGrid',
  component: IntegrationGrid,
  args: { label: 'Single sign-on providers', integrations: [] },
} satisfies Meta<typeof IntegrationGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvas: { getAllByRole: (role: 'heading') => HTMLElement[] }) =>
  canvas.getAllByRole('heading').map((heading) => heading.textContent);

/** Single Sign-On with Okta configured: Okta first, the others disabled with the tooltip (spec 001 §4). */
export const SingleSignOn: Story = {
  args: {
    integrations: [
      { id: 'azure', title: 'Azure', status: 'disconnected', disabled: true, disabledReason: REASON },
      { id: 'okta', title: 'Okta', status: 'connected' },
      { id: 'oidc', title: 'OIDC', status: 'disconnected', disabled: true, disabledReason: REASON },
    ].map((card) => ({
      ...card,
      status: card.status as 'connected' | 'disconnected',
      logo: <IntegrationLogo provider={card.id as 'azure' | 'okta' | 'oidc'} />,
      description: `Sign admins in with ${card.title}.`,
      onConnect: noop,
      onManage: noop,
      onDisconnect: noop,
    })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Single sign-on providers' })).toBeVisible();
    await expect(titles(canvas)).toEqual(['Okta', 'Azure', 'OIDC']);
  },
};

/** Logging: two destinations connected; connected first, then the rest in the order given. */
export const Logging: Story = {
  args: {
    label: 'Log destinations',
    integrations: (
      [
        ['datadog', 'Datadog', 'disconnected'],
        ['cloudwatch', 'CloudWatch', 'connected'],
        ['sumologic', 'Sumo Logic', 'pending'],
        ['rapid7', 'Rapid7', 'connected'],
      ] as const
    ).map(([id, title, status]) => ({
      id,
      title,
      status,
      logo: <IntegrationLogo provider={id} />,
      description: `Forward the account's logs to ${title}.`,
      onConnect: noop,
      onManage: noop,
      onDisconnect: noop,
    })),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Log destinations' });
    await expect(titles(canvas)).toEqual(['CloudWatch', 'Rapid7', 'Datadog', 'Sumo Logic']);
  },
};
