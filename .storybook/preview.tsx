import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { handlers, resetMockStore } from '@console/api-client/mocks';
import { QueryClient } from '@tanstack/react-query';
import { ClockProvider, toast } from '@console/ui';
import '@fontsource-variable/inter';
import './panda.css';
import { withProviders } from './providers';
import { storyClock } from '../stories/support/story-clock';
import { startStoryRequests } from '../stories/support/story-fetch';
import { lazyElementError } from '../stories/support/element-error';

// findBy… and waitFor wait up to 5 s instead of testing-library's 1 s: a cap, not a timing assertion (a loaded run
// took over a second to show the audit log's first page, and a play gave up on it). A failed query's error prints the
// page only when read (lazyElementError).
configure({ asyncUtilTimeout: 5_000, getElementError: lazyElementError });

/**
 * Inter (latin) loaded before the first story renders. Fonts load on first use, so the first story of a file would
 * lay out in the fallback font and re-lay out when Inter arrives; a native select keeps its text's first vertical
 * placement, one pixel off (the Default stories' screenshots failed three runs in four).
 */
const fontLoader: Loader = async () => {
  await document.fonts.load("1rem 'Inter Variable'", 'Aa');
  return {};
};

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

/** Every story's clock (see storyClock). A story needing another clock wraps its render in its own ClockProvider. */
const withClock: Decorator = (Story) => (
  <ClockProvider clock={storyClock}>
    <Story />
  </ClockProvider>
);

const withTheme: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return <Story />;
};

const preview: Preview = {
  loaders: [fontLoader, mswLoader(startWorker), queryClientLoader],
  decorators: [withProviders, withClock, withTheme],
  beforeEach: () => {
    startStoryRequests();
    resetMockStore();
    // The toast queue is module-wide and outlives a story: each starts with none, so a toast found is its own.
    toast.store.remove();
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
  // `screenshot`: the story test compares the story with its light and dark baselines (.storybook/screenshots.ts).
  // A story opts out with `tags: ['!screenshot']` and says why in `parameters.screenshot.reason`.
  tags: ['autodocs', 'screenshot'],
};

export default preview;
