/**
 * The console screens' fetch in stories: an answer that arrives after its story ended is dropped (the call stays
 * pending), so a request a story left unanswered on purpose (`scenario(op).never()`) cannot fail later, inside
 * another story, and put its "could not be saved" toast into that story's screenshot. preview.tsx starts each
 * story with `startStoryRequests()`.
 */
let story = 0;

export function startStoryRequests(): void {
  story += 1;
}

export const storyFetch: typeof fetch = (input, init) => {
  const own = story;
  return new Promise<Response>((resolve, reject) => {
    globalThis.fetch(input, init).then(
      (response) => {
        if (own === story) resolve(response);
      },
      (error: unknown) => {
        if (own === story) reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
};
