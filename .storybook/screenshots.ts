/**
 * Setup file of the `storybook` vitest project: after a story's play function and axe, the same render is compared
 * with its light and dark baselines (`__screenshots__/<story file>/<story>.light.png` and `.dark.png` beside the
 * story file; see baselines.ts), cropped to the part of the frame the story paints (paintedExtent).
 * `npm run test:update-screenshots` writes them.
 *
 * A story without the `screenshot` tag (`tags: ['!screenshot']`) takes none, and must say why in
 * `parameters.screenshot.reason`, e.g. "ends in the state of Verified".
 */
import { toast } from '@console/ui';
import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { heldStatesEnded } from '../stories/support/story-clock';
import { callsSettled } from '../stories/support/story-fetch';

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
 * The screenshot shows the story's frame as a user sees it, at most 1200 × 900: the page is clipped to it (what lies
 * below the fold is not painted in the frame, and would only add blank pixels).
 */
const VIEWPORT_ONLY = 'html, body { height: 100%; overflow: hidden; }';

/** Room kept right of and below the painted content (a shadow, a focus ring's blur); the crop's size steps by it. */
const CROP_STEP = 16;

/** Replaced elements paint their whole box whatever their styles say. */
const REPLACED = new Set([
  'IMG',
  'SVG',
  'CANVAS',
  'VIDEO',
  'IFRAME',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'PROGRESS',
  'METER',
]);

const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);

/** Whether an element paints something of its own (beyond its text and children): a fill, a border, a shadow, an outline. */
function paintsBox(style: CSSStyleDeclaration): boolean {
  return (
    !transparent(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    style.boxShadow !== 'none' ||
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
    (['Top', 'Right', 'Bottom', 'Left'] as const).some(
      (side) => style[`border${side}Style`] !== 'none' && parseFloat(style[`border${side}Width`]) > 0,
    )
  );
}

/**
 * The part of the frame the story paints into, from its top-left corner: the union of every visible text, replaced
 * element and painted box (the page's own background excepted), plus CROP_STEP, rounded up to CROP_STEP and capped
 * at the viewport. A button story is compared as a 300 × 100 picture instead of 1200 × 900 of mostly empty page: the
 * capture, the PNG decoding and the pixel comparison cost by the pixel, and so do the baselines in the repository. A
 * full-screen page still fills the frame.
 */
function paintedExtent(): { width: number; height: number } {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  let right = 0;
  let bottom = 0;
  const include = (rect: DOMRect, spread = 0) => {
    if (rect.width === 0 || rect.height === 0) return;
    right = Math.max(right, rect.right + spread);
    bottom = Math.max(bottom, rect.bottom + spread);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      if (node.data.trim() === '') continue;
      range.selectNodeContents(node);
      include(range.getBoundingClientRect());
      continue;
    }
    if (!(node instanceof Element) || node.tagName === 'SCRIPT' || node.tagName === 'STYLE') continue;
    const style = getComputedStyle(node);
    if (style.visibility !== 'visible' || style.opacity === '0') continue;
    // A spinning element's box grows and shrinks as it turns: its parent's box is the steady extent.
    if (style.animationName !== 'none' && style.transform !== 'none' && node.parentElement) {
      include(node.parentElement.getBoundingClientRect());
      continue;
    }
    if (REPLACED.has(node.tagName.toUpperCase()) || paintsBox(style)) {
      const outline =
        style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      include(node.getBoundingClientRect(), Math.max(0, outline));
    }
  }
  const fit = (extent: number, limit: number) =>
    Math.min(limit, Math.max(CROP_STEP, Math.ceil((extent + CROP_STEP) / CROP_STEP) * CROP_STEP));
  return { width: fit(right, viewport.width), height: fit(bottom, viewport.height) };
}

/**
 * An empty, transparent box over the painted part of the frame: its screenshot is the page's pixels under it (an
 * element's screenshot is a clip of the page), so the comparison covers what the story paints and nothing more.
 */
function cropFrame(): HTMLElement {
  // The frame as it opens: a play that focused a field low on the page may have scrolled it.
  window.scrollTo(0, 0);
  document.documentElement.scrollTop = 0;
  document.body.scrollTop = 0;
  const { width, height } = paintedExtent();
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.screenshotCrop = '';
  Object.assign(frame.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: `${width}px`,
    height: `${height}px`,
    pointerEvents: 'none',
    zIndex: '2147483647',
  });
  return document.body.appendChild(frame);
}

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
  await callsSettled();
  await heldStatesEnded();
  const name = story.id.slice(story.id.indexOf('--') + 2);
  const root = document.documentElement;
  const shown = root.dataset.theme;
  const clip = document.head.appendChild(document.createElement('style'));
  clip.textContent = VIEWPORT_ONLY;
  let frame: HTMLElement | undefined;
  try {
    for (const theme of THEMES) {
      root.dataset.theme = theme;
      await document.fonts.ready;
      await painted();
      // Measured once, in the first theme: both themes are compared over the same part of the frame.
      frame ??= cropFrame();
      const arg = `${name}/${theme}`;
      await expect.element(page.elementLocator(frame), { timeout: 20_000 }).toMatchScreenshot(arg);
      await commands.keepBaseline(arg);
    }
  } finally {
    frame?.remove();
    clip.remove();
    if (shown === undefined) delete root.dataset.theme;
    else root.dataset.theme = shown;
  }
});
