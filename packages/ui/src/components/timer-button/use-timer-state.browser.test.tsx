import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimerState } from './use-timer-state';

/** An action that settles when the test says so. */
function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const action = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { action, settle: () => settle as NonNullable<typeof settle> };
}

/** Runs `work` inside act and lets the action's promise callbacks run. */
const acted = (work: () => void) =>
  act(async () => {
    work();
    await Promise.resolve();
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useTimerState', () => {
  it('goes ready → loading → succeeded, holds succeeded 1250 ms, then ready', async () => {
    const { action, settle } = deferred();
    const { result } = renderHook(() => useTimerState(action));
    expect(result.current.state).toBe('ready');

    await acted(() => result.current.run());
    expect(result.current.state).toBe('loading');
    await acted(() => result.current.run());
    expect(action).toHaveBeenCalledOnce();

    await acted(() => settle().resolve());
    expect(result.current.state).toBe('succeeded');
    act(() => {
      vi.advanceTimersByTime(1249);
    });
    expect(result.current.state).toBe('succeeded');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.state).toBe('ready');
  });

  it('holds failed 1875 ms after a rejection, then ready', async () => {
    const { action, settle } = deferred();
    const { result } = renderHook(() => useTimerState(action));
    await acted(() => result.current.run());
    await acted(() => settle().reject(new Error('Save failed')));
    expect(result.current.state).toBe('failed');
    act(() => {
      vi.advanceTimersByTime(1874);
    });
    expect(result.current.state).toBe('failed');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.state).toBe('ready');
  });

  it('counts a throwing action as a failure', async () => {
    const { result } = renderHook(() =>
      useTimerState(() => {
        throw new Error('boom');
      }),
    );
    await acted(() => result.current.run());
    expect(result.current.state).toBe('failed');
  });

  it('stops its hold timer when unmounted', async () => {
    const { result, unmount } = renderHook(() => useTimerState(() => Promise.resolve()));
    await acted(() => result.current.run());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
