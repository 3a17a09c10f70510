import { heldCallCount } from '@console/api-client/mocks';
import { settledWithin } from './settle';

/**
 * The console screens' fetch in stories: an answer that arrives after its story ended is dropped (the call stays
 * pending), so a request a story left unanswered on purpose (`scenario(op).never()`) cannot fail later, inside
 * another story, and put its "could not be saved" toast into that story's screenshot. preview.tsx starts each
 * story with `startStoryRequests()`.
 *
 * It also counts the story's calls still in flight, so the screenshot can wait until the page has its answers
 * (callsSettled): a play that waited for one part of the page (a loading status) does not catch another part (the
 * header's notification count) still loading on a busy machine.
 */
let story = 0;
let inFlight = 0;
let heldAtStart = 0;

export function startStoryRequests(): void {
  story += 1;
  inFlight = 0;
  heldAtStart = heldCallCount();
}

export const storyFetch: typeof fetch = (input, init) => {
  const own = story;
  inFlight += 1;
  const settled = () => {
    if (own === story) inFlight -= 1;
    return own === story;
  };
  return new Promise<Response>((resolve, reject) => {
    globalThis.fetch(input, init).then(
      (response) => {
        if (settled()) resolve(response);
      },
      (error: unknown) => {
        if (settled()) reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
};

/** Resolves when every call of the story has its answer but those never() holds (or after settle.ts's limit). */
export const callsSettled = () => settledWithin(() => inFlight <= heldCallCount() - heldAtStart);
