import { getConfig, prettyDOM } from 'storybook/test';

/**
 * Testing Library's error for a query that found nothing, with the page's DOM printed only when the message is read.
 * findBy… and waitFor run the query on every poll and keep only the last error; the default printed the whole page
 * into each of them, about 4 % of the story run's browser time. The message reads as the default's.
 */
export function lazyElementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let full: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    enumerable: false,
    get: () => {
      const text = message ?? '';
      const heading = `Ignored nodes: comments, ${getConfig().defaultIgnore}`;
      // waitFor passes a timed-out error's message through here again: print the DOM once.
      // prettyDOM answers false only when printing is turned off (a DEBUG_PRINT_LIMIT of 0).
      full ??= text.includes(heading) ? text : `${text}\n\n${heading}\n${prettyDOM(container) || ''}`;
      return full;
    },
  });
  return error;
}
