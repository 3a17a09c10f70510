import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { handlers, resetMockStore } from '@console/api-client/mocks';
import { notifyManager, QueryClient } from '@tanstack/react-query';
import { toast } from '@console/ui';
import '@fontsource-variable/inter';
import './panda.css';
import { installStoryClock, uninstallStoryClock } from '../stories/support/clock';
import { realSetTimeout } from '../stories/support/real-time';
import { withProviders } from './providers';

/** A fresh QueryClient per story: no cache leaks from one story to the next. */
const queryClientLoader: Loader = () => ({
  queryClient: new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  }),
});

/**
 * The api-client's handlers answer every call from the seeded mock store; a story prepends its own with
 * `beforeEach({ msw }) { msw.use(scenario(ops.x).never()) }`. Unhandled calls to the API fail loudly;
 * Storybook's own requests pass through.
 */
const startWorker = async () => {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
};

const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return <Story />;
};

/**
 * TanStack Query batches its notifications on setTimeout(0). Under a story's fake clock, one scheduled while the
 * clock is ticking is due 1 ms later (fake-timers' guard against endless loops), so a play advancing by 0 ms never
 * saw a mutation's result when the answer arrived mid-tick (a loaded machine). The batching runs on real time, as
 * in the browser; the app's own timers stay on the story clock.
 */
notifyManager.setScheduler((callback) => realSetTimeout(callback, 0));

/** Set by scripts/visual.mjs: the page is screenshotted after each story, so it must hold still. */
const inVisualRun = () => (window as { __VISUAL_RUN__?: boolean }).__VISUAL_RUN__ === true;

const preview: Preview = {
  loaders: [mswLoader(startWorker), queryClientLoader],
  decorators: [withProviders, withTheme],
  beforeEach: ({ parameters }) => {
    resetMockStore();
    // The toast queue is module-wide and outlives a story: each starts with none, so a toast found is its own.
    toast.store.remove();
    // In the visual run (scripts/visual.mjs), a toast stays until dismissed: whether it has left on its own by the
    // screenshot would depend on the machine's speed. The stories and the console keep the 5 s.
    if (inVisualRun()) toast.store.attrs.duration = Infinity;
    return installStoryClock(parameters.clock === 'manual');
  },
  // Runs before the a11y addon's afterEach, so axe never meets frozen timers.
  // The visual run keeps the fixed clock for its screenshots: a render after the play must not show the real date.
  afterEach: () => {
    if (!inVisualRun()) uninstallStoryClock();
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Introduction', 'Design tokens', 'UI', 'Console'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
