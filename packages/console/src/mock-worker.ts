import { setupWorker } from 'msw/browser';

/** Starts MSW in the browser with the api-client's handlers (wired when the mocks land). */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
