/**
 * Setup file of the `storybook` vitest project: after a story's play function and axe, the same render is compared
 * with its light and dark baselines (`__screenshots__/<story file>/<story>.light.png` and `.dark.png` beside the
 * story file; see screenshotPath in vitest.config.ts). `vitest run --project storybook -u` writes them.
 *
 * A story without the `screenshot` tag (`tags: ['!screenshot']`) takes none, and must say why in
 * `parameters.screenshot.reason`, e.g. "ends in the state of Verified".
 */
import { toast } from '@console/ui';
import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { heldStatesEnded } from '../stories/support/story-clock';

interface ScreenshotStory {
  id: string;
  tags: string[];
  parameters: { screenshot?: { reason?: unknown } };
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Marks a baseline as still in use (scripts/update-screenshots.mjs deletes the others). */
    keepBaseline: (name: string) => Promise<void>;
  }
}

const THEMES = ['light', 'dark'] as const;

/**
 * The screenshot shows the story's frame as a user sees it, 1200 × 900: the page is clipped to it (what lies below
 * the fold is not painted in the frame, and would only add blank pixels).
 */
const VIEWPORT_ONLY = 'html, body { height: 100%; overflow: hidden; }';

/** Two frames: the theme's colours are painted, and anything measuring its box has drawn at its size. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

beforeEach(() => {
  // A toast stays until dismissed in the story tests: whether it had left on its own by the screenshot would
  // depend on the machine's speed. (The console and Storybook keep the 5 s.)
  toast.store.attrs.duration = Infinity;
});

afterEach(async (context: TestContext & { story?: ScreenshotStory }) => {
  const { story, task } = context;
  if (!story || (task.result?.errors?.length ?? 0) > 0) return;
  if (!story.tags.includes('screenshot')) {
    const reason = story.parameters.screenshot?.reason;
    if (typeof reason !== 'string' || reason.trim() === '') {
      throw new Error(
        `${story.id} opts out of screenshots (no 'screenshot' tag) without parameters.screenshot.reason`,
      );
    }
    return;
  }
  await heldStatesEnded();
  const name = story.id.slice(story.id.indexOf('--') + 2);
  const root = document.documentElement;
  const shown = root.dataset.theme;
  const clip = document.head.appendChild(document.createElement('style'));
  clip.textContent = VIEWPORT_ONLY;
  try {
    for (const theme of THEMES) {
      root.dataset.theme = theme;
      await document.fonts.ready;
      await painted();
      const arg = `${name}/${theme}`;
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(arg);
      await commands.keepBaseline(arg);
    }
  } finally {
    clip.remove();
    if (shown === undefined) delete root.dataset.theme;
    else root.dataset.theme = shown;
  }
});
