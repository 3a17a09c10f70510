import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from '@console/ui';

interface AvatarExampleProps {
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** The three parts as the console composes them: the initials of the name, and the photo when there is one. */
function AvatarExample({ name, src, size }: AvatarExampleProps) {
  return (
    <Avatar.Root size={size}>
      <Avatar.Fallback name={name} />
      {src && <Avatar.Image src={src} alt={name} />}
    </Avatar.Root>
  );
}

/** A drawn portrait as a data URI: no network images in stories. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/>' +
    '<circle cx="32" cy="26" r="12" fill="#4338ca"/><rect x="12" y="42" width="40" height="26" rx="13" fill="#4338ca"/></svg>',
)}`;

const meta = {
  title: 'UI/Avatar',
  component: AvatarExample,
  args: { name: 'Jane Cooper' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof AvatarExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the initials, named by the person's name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Jane Cooper' })).toHaveTextContent('JC');
  },
};

/** A photo, with the name as its alt text; the initials hide once it loads. */
export const Photo: Story = {
  args: { src: PHOTO },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Jane Cooper' }).tagName).toBe('IMG'));
    await expect(canvas.getByText('JC')).not.toBeVisible();
  },
};

/** A photo that fails to load falls back to the initials. */
export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Jane Cooper' })).toHaveTextContent('JC'));
  },
};

/** An invitation shows the invitee's e-mail: one initial. */
export const FromEmail: Story = {
  args: { name: 'sam.taylor@acme.com' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'sam.taylor@acme.com' })).toHaveTextContent('S');
  },
};

/** sm (table rows), md (lists), lg (profile). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '12px', alignItems: 'center' }}>
      <AvatarExample {...args} size="sm" />
      <AvatarExample {...args} size="md" />
      <AvatarExample {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = (await canvas.findAllByRole('img')).map(
      (avatar) => avatar.parentElement?.getBoundingClientRect().width,
    );
    await expect(sizes).toEqual([32, 40, 56]);
  },
};
