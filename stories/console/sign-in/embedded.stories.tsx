import { DEMO_ADMIN_IDS, MOCK_NOW, mockStore, mockZoomCode, ops, scenario } from '@console/api-client/mocks';
import { ClockProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { EmbeddedHostContext } from '../../../packages/console/src/features/embedded/embedded-host';
import {
  createFakeEmbeddedHost,
  type FakeEmbeddedHost,
} from '../../../packages/console/src/features/embedded/fake-embedded-host';
import type { RunMode } from '../../../packages/console/src/session/mode';
import { manualClock } from '../../support/manual-clock';
import { noScreenshot } from '../../support/screenshot';
import { ConsoleScreen, consoleScreenParameters } from '../support/console-screen';

/** The Webex or Zoom client of the story; stories that need another one replace it in their beforeEach. */
let host: FakeEmbeddedHost = createFakeEmbeddedHost();
/** Moves only when a story says: the Webex retries come at once (their delays: authenticate-embedded's test). */
let clock = manualClock(MOCK_NOW);

const meta = {
  title: 'Console/Sign In/Embedded',
  parameters: consoleScreenParameters,
  args: { mode: 'webex' },
  beforeEach() {
    host = createFakeEmbeddedHost();
    clock = manualClock(MOCK_NOW);
  },
  render: ({ mode }) => (
    <ClockProvider clock={clock}>
      <EmbeddedHostContext value={host}>
        <ConsoleScreen path="/" as="signed-out" mode={mode} />
      </EmbeddedHostContext>
    </ClockProvider>
  ),
} satisfies Meta<{ mode: Exclude<RunMode, 'standalone'> }>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedInHome = { level: 1, name: /^Welcome, / } as const;

/** Webex: signing in with the client's access token. */
export const WebexAuthenticating: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.authenticateWebex).never());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Signing you in with Webex' })).toBeVisible();
    // The status shows as the sign-in starts; the client's call follows (later on a loaded machine).
    await waitFor(() => expect(host.webexCalls).toHaveLength(1));
  },
};

/** Webex: the token is accepted and home opens, signed in. */
export const WebexSignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', signedInHome)).toBeVisible();
  },
};

let webexRequests = 0;

/** Answers the first `failures` Webex calls with a 503 (or every call, with Infinity); later ones pass on. */
function failWebexCalls(failures: number) {
  webexRequests = 0;
  return http.post('*/api/webex/authenticate', () => {
    webexRequests += 1;
    if (webexRequests > failures) return undefined;
    return HttpResponse.json({ statusCode: 503, error: 'UNAVAILABLE' }, { status: 503 });
  });
}

/** Lets each of `failures` failed attempts come back, then moves the clock past its retry delay. */
async function retryAfterEach(failures: number) {
  for (let failed = 1; failed <= failures; failed += 1) {
    await waitFor(() => expect([webexRequests, clock.pending()]).toEqual([failed, 1]));
    clock.advance(16_000);
  }
}

/** Webex: three failed calls, each retried, then signed in. */
export const WebexRetry: Story = {
  ...noScreenshot('ends as WebexSignedIn'),
  beforeEach({ msw }) {
    msw.use(failWebexCalls(3));
  },
  play: async ({ canvas }) => {
    await retryAfterEach(3);
    await expect(await canvas.findByRole('heading', signedInHome)).toBeVisible();
    await expect(webexRequests).toBe(4);
    await expect(host.webexCalls).toHaveLength(4);
  },
};

/**
 * Webex: failing for a long time. The delay doubles up to 16 s, then stays at 16 s (spec 001 §9): the sign-in keeps
 * trying, with no error shown, until an answer comes.
 */
export const WebexKeepsRetrying: Story = {
  ...noScreenshot('ends as WebexSignedIn'),
  beforeEach({ msw }) {
    msw.use(failWebexCalls(9));
  },
  play: async ({ canvas }) => {
    await retryAfterEach(9);
    await expect(canvas.queryByRole('heading', { name: 'An error occurred' })).toBeNull();
    await expect(await canvas.findByRole('heading', signedInHome)).toBeVisible();
    await expect(webexRequests).toBe(10);
  },
};

/** Webex: the server refuses the access token (a 4xx is an answer: not retried). */
export const WebexError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/webex/authenticate', () =>
        HttpResponse.json(
          {
            statusCode: 401,
            error: 'WEBEX_TOKEN_INVALID',
            message: 'The Webex access token could not be verified',
          },
          { status: 401 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The Webex access token could not be verified');
    await expect(host.webexCalls).toHaveLength(1);
  },
};

/** Webex: the user's company has an account, but the user is no admin of it. */
export const WebexNotYetAuthorized: Story = {
  beforeEach({ msw }) {
    msw.use(scenario(ops.authenticateWebex).error('ACCOUNT_EXISTS'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "You're not yet authorized" }),
    ).toBeVisible();
  },
};

/** Zoom, a linked Zoom user: the app context gives a token and a role; home opens, signed in, without Zoom's consent. */
export const ZoomSignedIn: Story = {
  args: { mode: 'zoom' },
  beforeEach() {
    mockStore.zoom.links['zoom-app-context'] = DEMO_ADMIN_IDS.admin;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', signedInHome)).toBeVisible();
    await expect(host.zoomCalls).toHaveLength(1);
    await expect(host.zoomAuthorizations).toHaveLength(0);
    await expect(host.webexCalls).toHaveLength(0);
  },
};

/**
 * Zoom, first sign-in: the server answers ZOOM_LINK_REQUIRED, the Zoom client authorizes the app with the server's
 * challenge and state, the code links the Zoom user to its admin, and home opens signed in; the next sign-in needs no
 * consent.
 */
export const ZoomLinked: Story = {
  args: { mode: 'zoom' },
  beforeEach() {
    host = createFakeEmbeddedHost({ zoomCode: mockZoomCode('marcus.reed@northwind-contact.com') });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', signedInHome)).toBeVisible();
    await expect(canvas.getByRole('heading', signedInHome)).toHaveTextContent('Marcus');
    await expect(host.zoomAuthorizations).toHaveLength(1);
    await expect(host.zoomAuthorizations[0]?.state).toMatch(/^zoom-state-/);
    await expect(mockStore.zoom.links['zoom-app-context']).toBe(DEMO_ADMIN_IDS.admin);
  },
};

/** Zoom, first sign-in: waiting for the user to authorize the app in the Zoom client. */
export const ZoomLinking: Story = {
  args: { mode: 'zoom' },
  beforeEach() {
    host = createFakeEmbeddedHost({ zoomAuthorizePending: true });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Waiting for your authorization in Zoom' }),
    ).toBeVisible();
    await expect(host.zoomAuthorizations).toHaveLength(1);
  },
};

/** Zoom, first sign-in of a Zoom user whose e-mail is no admin of the account: the not-yet-authorized card. */
export const ZoomLinkNotAuthorized: Story = {
  args: { mode: 'zoom' },
  beforeEach() {
    host = createFakeEmbeddedHost({ zoomCode: mockZoomCode('agent@northwind-contact.com') });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "You're not yet authorized" }),
    ).toBeVisible();
    await expect(host.zoomAuthorizations).toHaveLength(1);
    await expect(mockStore.zoom.links['zoom-app-context']).toBeUndefined();
  },
};

/** Zoom: signing in with the app context. */
export const ZoomAuthenticating: Story = {
  args: { mode: 'zoom' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.authenticateZoom).never());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Signing you in with Zoom' })).toBeVisible();
  },
};

/** Zoom: the user's company has an account, but the user is no admin of it. */
export const ZoomNotYetAuthorized: Story = {
  args: { mode: 'zoom' },
  beforeEach({ msw }) {
    msw.use(scenario(ops.authenticateZoom).error('ACCOUNT_EXISTS'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "You're not yet authorized" }),
    ).toBeVisible();
    await expect(canvas.getByText(/You can only use the agent functions/)).toBeVisible();
  },
};

/** Zoom: the client gave no context. 'An error occurred' with its message; Try again signs in. */
export const ZoomError: Story = {
  args: { mode: 'zoom' },
  beforeEach() {
    host = createFakeEmbeddedHost({ zoomError: 'Zoom did not provide an app context' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Zoom did not provide an app context');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
    await expect(host.zoomCalls).toHaveLength(2);
  },
};
