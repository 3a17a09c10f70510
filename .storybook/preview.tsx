import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { QueryClient } from '@tanstack/react-query';
import '@fontsource-variable/inter';
import './panda.css';
import { installStoryClock, uninstallStoryClock } from '../stories/support/clock';
import { withProviders } from './providers';

/** A fresh QueryClient per story: no cache leaks from one story to the next. */
const queryClientLoader: Loader = () => ({
  queryClient: new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  }),
});

/** Unhandled calls to the API fail loudly; Storybook's own requests pass through. */
const startWorker = async () => {
  const worker = setupWorker();
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

const preview: Preview = {
  loaders: [mswLoader(startWorker), queryClientLoader],
  decorators: [withProviders, withTheme],
  beforeEach: ({ parameters }) => installStoryClock(parameters.clock === 'manual'),
  // Runs before the a11y addon's afterEach, so axe never meets frozen timers.
  afterEach: () => uninstallStoryClock(),
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
