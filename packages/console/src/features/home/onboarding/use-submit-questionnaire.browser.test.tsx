import { createClient, getBootstrapQueryOptions, type QuestionnaireForm } from '@console/api-client';
import { createHandlers, createMockStore, sessionToken } from '@console/api-client/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSubmitQuestionnaire } from './use-submit-questionnaire';

const FORM: QuestionnaireForm = {
  companyName: 'Northwind',
  annualCallVolume: 'under-10k',
  authenticationMethod: 'kba',
  apps: ['passkeys'],
};

/** The hook under a router whose context has an API answered at once by the mocks, and the bootstrap cached. */
async function renderSubmit() {
  const store = createMockStore();
  store.account.hasOnboarded = false;
  const handlers = createHandlers(store);
  // Answered from the event loop (request bodies are read by the browser), not on timers: counted, so the test
  // can let the calls finish before it moves the fake clock.
  const answered: (() => void)[] = [];
  const api = createClient({
    getToken: () => sessionToken(store),
    fetch: async (input, init) => {
      const response = (await getResponse(handlers, new Request(input, init))) ?? Response.error();
      answered.shift()?.();
      return response;
    },
  });
  const nextAnswer = () => new Promise<void>((resolve) => answered.push(resolve));
  const queryClient = new QueryClient();
  const bootstrap = await queryClient.query(getBootstrapQueryOptions(api));
  const hook: { submit?: (form: QuestionnaireForm) => Promise<void> } = {};
  function Probe() {
    hook.submit = useSubmitQuestionnaire(bootstrap);
    return <p>ready</p>;
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Probe }),
    context: { api },
    history: createMemoryHistory(),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByText('ready');
  const onboarded = () =>
    queryClient.getQueryData(getBootstrapQueryOptions(api).queryKey)?.account.hasOnboarded;
  /** Waits, frame by frame (real time: only the timeouts are faked), until no mutation is running. */
  const idle = async () => {
    while (queryClient.isMutating() > 0) await new Promise((resolve) => requestAnimationFrame(resolve));
  };
  return { submit: hook.submit as NonNullable<typeof hook.submit>, onboarded, nextAnswer, idle };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSubmitQuestionnaire', () => {
  it('marks the user onboarded 1500 ms after the submit, even when the calls answer at once', async () => {
    const { submit, onboarded, nextAnswer, idle } = await renderSubmit();
    expect(onboarded()).toBe(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The questionnaire's PUT, then the free trial of the one chosen app, both done before the clock moves.
    const answers = Promise.all([nextAnswer(), nextAnswer()]);
    const submitted = submit(FORM);
    await answers;
    await idle();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(onboarded()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await submitted;
    expect(onboarded()).toBe(true);
  });
});
