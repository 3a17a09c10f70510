import { replaceExternalNavigation } from '../../../packages/console/src/features/sign-in/navigate-to-external';

/**
 * The addresses sign-in sent the browser to during the story. `captureRedirects` (a story's `beforeEach`) replaces
 * the browser navigation, so no story leaves the page, and puts it back afterwards.
 */
export const redirects: string[] = [];

export function captureRedirects(): () => void {
  redirects.length = 0;
  return replaceExternalNavigation((url) => redirects.push(url));
}
