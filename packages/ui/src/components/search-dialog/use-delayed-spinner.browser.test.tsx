import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedSpinner } from './use-delayed-spinner';

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

describe('useDelayedSpinner', () => {
  it('shows 300 ms after the start, then for at least 500 ms even when the search settles sooner', () => {
    const { result } = renderHook(() => useDelayedSpinner());
    act(() => {
      result.current.start();
    });
    advance(299);
    expect(result.current.visible).toBe(false);
    advance(1);
    expect(result.current.visible).toBe(true);
    advance(50);
    act(() => {
      result.current.stop();
    });
    expect(result.current.visible).toBe(true);
    advance(449);
    expect(result.current.visible).toBe(true);
    advance(1);
    expect(result.current.visible).toBe(false);
  });

  it('never shows for a search settled within 300 ms', () => {
    const { result } = renderHook(() => useDelayedSpinner());
    act(() => {
      result.current.start();
    });
    advance(299);
    act(() => {
      result.current.stop();
    });
    advance(1000);
    expect(result.current.visible).toBe(false);
  });

  it('after its minimum, goes as soon as the search settles', () => {
    const { result } = renderHook(() => useDelayedSpinner());
    act(() => {
      result.current.start();
    });
    advance(300 + 500 + 200);
    expect(result.current.visible).toBe(true);
    act(() => {
      result.current.stop();
    });
    expect(result.current.visible).toBe(false);
  });
});
