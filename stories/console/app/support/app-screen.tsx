import type { Endpoint } from '@console/api-client';
import { scenario } from '@console/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { noScreenshot } from '../../../support/screenshot';
import {
  ConsoleScreen,
  consoleLocation,
  consoleScreenParameters,
  type Persona,
} from '../../support/console-screen';
import { failingUntilRecovered } from '../../support/failing-until-recovered';
import { page } from '../../support/settled';

/**
 * What the app pages' stories share (spec apps.md §2): the whole console at one address as one persona, and the
 * states every page has — loading, a load error with Try again, a supervisor sent back to the app root.
 */
export interface AppScreenArgs {
  path: string;
  as: Persona;
}

type AppScreenStory = StoryObj<Meta<AppScreenArgs>>;

/** Spread into a story file's meta, beside its literal `title` and `args`. */
export const appScreen = {
  parameters: consoleScreenParameters,
  render: ({ path, as }: AppScreenArgs) => <ConsoleScreen path={path} as={as} />,
};

/** The call never answers: the page's skeleton, a status named `name`. */
export function loadingStory(op: Endpoint, name: string): AppScreenStory {
  return {
    beforeEach({ msw }) {
      msw.use(scenario(op).never());
    },
    async play() {
      await expect(await page().findByRole('status', { name })).toBeVisible();
    },
  };
}

/** The page's call fails: `text` ("Couldn't load {noun}.") and Try again. */
export function loadErrorStory(op: Endpoint, text: string): AppScreenStory {
  return {
    beforeEach({ msw }) {
      msw.use(failingUntilRecovered(op.method, op.path).handler);
    },
    async play() {
      await expect(await page().findByText(text)).toBeVisible();
      await expect(page().getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  };
}

/** After the failure, Try again loads the page once the server answers; `ready` waits for the loaded page. */
export function loadErrorTryAgainStory(
  op: Endpoint,
  text: string,
  ready: () => Promise<unknown>,
): AppScreenStory {
  let recover: () => void = () => undefined;
  return {
    ...noScreenshot('ends as the loaded page'),
    beforeEach({ msw }) {
      const failing = failingUntilRecovered(op.method, op.path);
      recover = failing.recover;
      msw.use(failing.handler);
    },
    async play() {
      await expect(await page().findByText(text)).toBeVisible();
      recover();
      await userEvent.click(page().getByRole('button', { name: 'Try again' }));
      await ready();
      await expect(page().queryByText(text)).toBeNull();
    },
  };
}

/** A supervisor reaching an O/A page by its address is sent to the app root (spec apps.md §0, §6). */
export function supervisorRedirectedStory(appName = 'Passkeys', root = '/passkeys'): AppScreenStory {
  return {
    args: { as: 'supervisor' },
    async play() {
      await page().findByRole('heading', { level: 1, name: appName });
      await waitFor(() => expect(consoleLocation().pathname).toBe(root));
    },
  };
}

/** A list page's call never answers: the skeleton named `name` (the title and 10 skeleton rows). */
export function loadingRowsStory(op: Endpoint, name: string): AppScreenStory {
  return {
    ...loadingStory(op, name),
    async play() {
      const status = await page().findByRole('status', { name });
      await expect(status.querySelectorAll('tbody tr[data-skeleton-row]')).toHaveLength(10);
    },
  };
}

/**
 * A list with nothing in it: its empty `text`, no "… of {n} {noun}" count line, and `action` (the button that makes
 * the first one) still offered, or no Reset filters when it has none.
 */
export function emptyListStory(
  op: Endpoint,
  { text, noun, action }: { text: string; noun: string; action?: string },
): AppScreenStory {
  return {
    beforeEach({ msw }) {
      msw.use(scenario(op).empty());
    },
    async play() {
      await expect(await page().findByText(text)).toBeVisible();
      await expect(page().queryByText(new RegExp(` of \\d+ ${noun}$`))).toBeNull();
      if (action) await expect(page().getByRole('button', { name: action })).toBeVisible();
      else await expect(page().queryByRole('button', { name: 'Reset filters' })).toBeNull();
    },
  };
}
