import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AppCard, type AppCardLinkProps, type AppCardProps } from '@console/ui';
import { noScreenshot } from '../support/screenshot';

/** Stands in for the router: records where the card would go instead of leaving the story. */
const navigate = fn();
const routerLink = ({ href, children, ...props }: AppCardLinkProps) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

const meta = {
  title: 'UI/AppCard',
  component: AppCard,
  args: {
    appId: 'passkeys',
    title: 'Passkeys',
    description: 'Authenticate callers in seconds with the passkey on their phone.',
    href: '/passkeys',
    renderLink: routerLink,
  },
  beforeEach: () => navigate.mockClear(),
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? 'none' : '320px' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof AppCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The point a pointer would hit at the middle of an element. */
const hitAt = (element: Element) => {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
};

/** An app in use: "Launch app", and the whole card opens it (the stretched link covers the description too). */
export const Launch: Story = {
  ...noScreenshot('ends as Active (launching is the callback)'),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Launch app Passkeys' });
    await expect(link).toHaveAttribute('href', '/passkeys');
    await expect(link.contains(hitAt(canvas.getByText(/Authenticate callers/)))).toBe(true);
    await expect(link.contains(hitAt(canvas.getByRole('heading', { name: 'Passkeys' })))).toBe(true);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/passkeys');
  },
};

/** Keyboard: one tab stop per card; Enter opens the app. */
export const KeyboardLaunch: Story = {
  ...noScreenshot('ends as Active (launching is the callback)'),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Launch app Passkeys' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/passkeys');
  },
};

/** Without renderLink the card uses a plain <a href>. */
export const PlainAnchor: Story = {
  args: { renderLink: undefined, appId: 'payments', title: 'Payments', href: '/payments' },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Launch app Payments' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/payments');
  },
};

/** An inactive app: "Start Free Trial" above the card's link (now the title). */
export const StartFreeTrial: Story = {
  args: { appId: 'e-form', title: 'E-Form', href: '/e-form', onStartTrial: fn(() => Promise.resolve()) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link', { name: /Launch app/ })).toBeNull();
    const button = await canvas.findByRole('button', { name: 'Start Free Trial' });
    await expect(hitAt(button)?.closest('button')).toBe(button);
    await expect(canvas.getByRole('link', { name: 'E-Form' })).toHaveAttribute('href', '/e-form');
    await userEvent.click(button);
    await expect(args.onStartTrial).toHaveBeenCalledOnce();
    await expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Trial started' })).toBeInTheDocument());
    // The succeeded state holds 1250 ms (the console navigates away before that ends).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument());
  },
};

/** An inactive app this user may not start (a supervisor): a plain note, no button; the title still opens the app. */
export const InactiveWithoutTrial: Story = {
  args: { appId: 'e-form', title: 'E-Form', href: '/e-form', inactiveNote: 'Not active' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Launch app/ })).toBeNull();
    await expect(canvas.getByText('Not active')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'E-Form' }));
    await expect(navigate).toHaveBeenCalledWith('/e-form');
  },
};

/** While the trial starts the button shows its spinner and ignores further clicks. */
export const StartingTrial: Story = {
  args: { ...StartFreeTrial.args, onStartTrial: fn(() => new Promise(() => undefined)) },
  play: async ({ canvas, args }) => {
    const button = await canvas.findByRole('button', { name: 'Start Free Trial' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onStartTrial).toHaveBeenCalledOnce();
  },
};

/** A colour given directly instead of the app's token, and a long description cut to one line. */
export const CustomColourAndLongText: Story = {
  args: {
    color: '#0e7490',
    description:
      'Let callers sign documents on their own phone while the agent stays on the line, with every signature kept.',
  },
  play: async ({ canvas }) => {
    const text = await canvas.findByText(/Let callers sign/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text).toHaveAttribute('title', expect.stringContaining('every signature kept'));
  },
};

const APPS: Omit<AppCardProps, 'renderLink'>[] = [
  { appId: 'passkeys', title: 'Passkeys', description: 'Verify callers with passkeys.', href: '/passkeys' },
  {
    appId: 'one-time-passcode',
    title: 'One-Time Passcode',
    description: 'Codes by SMS.',
    href: '/one-time-passcode',
  },
  {
    appId: 'document-signature',
    title: 'Document Signature',
    description: 'Sign on the call.',
    href: '/document-signature',
  },
  { appId: 'e-form', title: 'E-Form', description: 'Secure data entry.', href: '/e-form' },
  { appId: 'payments', title: 'Payments', description: 'Card payments off the line.', href: '/payments' },
  {
    appId: 'identity-verification',
    title: 'Identity Verification',
    description: 'Check IDs.',
    href: '/identity-verification',
  },
  {
    appId: 'gateway-payments',
    title: 'Gateway Payments',
    description: 'IVR payments.',
    href: '/gateway-payments',
  },
];

/** The home grid: all seven apps, two of them inactive. */
export const HomeGrid: Story = {
  parameters: { wide: true },
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '16px' }}
    >
      {APPS.map((app, index) => (
        <AppCard
          key={app.appId}
          {...app}
          renderLink={routerLink}
          onStartTrial={index >= 5 ? () => Promise.resolve() : undefined}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link', { name: /^Launch app/ })).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: 'Start Free Trial' })).toHaveLength(2);
  },
};
