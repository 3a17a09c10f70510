import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshCountdown } from './use-refresh-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('useRefreshCountdown', () => {
  it('counts 10 s down in whole seconds and refreshes every 10 000 ms, starting again at 10', () => {
    const onDue = vi.fn();
    const { result } = renderHook(() => useRefreshCountdown(10_000, onDue));
    expect(result.current).toBe(10);
    advance(3000);
    expect(result.current).toBe(7);
    advance(6999);
    expect(result.current).toBe(1);
    expect(onDue).not.toHaveBeenCalled();
    advance(1);
    expect(onDue).toHaveBeenCalledOnce();
    expect(result.current).toBe(10);
    advance(10_000);
    expect(onDue).toHaveBeenCalledTimes(2);
  });

  it('stops when unmounted', () => {
    const onDue = vi.fn();
    const { unmount } = renderHook(() => useRefreshCountdown(10_000, onDue));
    unmount();
    advance(20_000);
    expect(onDue).not.toHaveBeenCalled();
  });
});
