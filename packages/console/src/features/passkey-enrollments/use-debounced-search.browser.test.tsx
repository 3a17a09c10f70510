import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './use-debounced-search';

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

describe('useDebouncedSearch', () => {
  it('sends what is typed once typing pauses for 300 ms, once', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch('', send));
    act(() => result.current.type('CU'));
    advance(SEARCH_DEBOUNCE_MS - 1);
    act(() => result.current.type('CUST'));
    advance(SEARCH_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.text).toBe('CUST');
    advance(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('CUST');
  });

  it('take cancels the wait and answers the text, for a filter that applies at once', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch('', send));
    act(() => result.current.type('CUST'));
    let taken = '';
    act(() => {
      taken = result.current.take();
    });
    expect(taken).toBe('CUST');
    advance(SEARCH_DEBOUNCE_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });

  it('follows the address when it changes under the box, and stops when unmounted', () => {
    const send = vi.fn();
    const { result, rerender, unmount } = renderHook(({ sent }) => useDebouncedSearch(sent, send), {
      initialProps: { sent: 'A' },
    });
    rerender({ sent: 'B' });
    expect(result.current.text).toBe('B');
    act(() => result.current.type('C'));
    unmount();
    advance(SEARCH_DEBOUNCE_MS);
    expect(send).not.toHaveBeenCalled();
  });
});
