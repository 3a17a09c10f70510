import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { APP_ICONS, AppIcon, appColor, type AppId } from '@console/ui';

const meta = {
  title: 'UI/AppIcon',
  component: AppIcon,
  args: { appId: 'passkeys' },
  argTypes: { appId: { control: 'select', options: Object.keys(APP_ICONS) } },
} satisfies Meta<typeof AppIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One app's icon, decorative (hidden from assistive technology). */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true'));
  },
};

/** The seven apps, each in its colour token. */
export const AllApps: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, max-content)',
        gap: '24px',
        listStyle: 'none',
      }}
    >
      {(Object.keys(APP_ICONS) as AppId[]).map((id) => (
        <li key={id} style={{ display: 'grid', justifyItems: 'center', gap: '4px', fontSize: '12px' }}>
          <AppIcon appId={id} color={appColor(id)} width={32} height={32} />
          {id}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('svg')).toHaveLength(7));
  },
};
