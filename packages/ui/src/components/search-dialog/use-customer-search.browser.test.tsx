import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SEARCH_FILTERS, type SearchHandler } from './types';
import { useCustomerSearch } from './use-customer-search';

const never: SearchHandler = () => new Promise(() => undefined);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCustomerSearch', () => {
  it('searches 300 ms after the last keystroke, not before', () => {
    const onSearch = vi.fn(never);
    const { result } = renderHook(() => useCustomerSearch(onSearch));
    act(() => {
      result.current.changeInput('cust-1');
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => {
      result.current.changeInput('cust-1042');
    });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('cust-1042', EMPTY_SEARCH_FILTERS, expect.any(AbortSignal));
    expect(result.current.phase).toBe('loading');
  });

  it('aborts the previous search when a new one starts', () => {
    const onSearch = vi.fn(never);
    const { result } = renderHook(() => useCustomerSearch(onSearch));
    act(() => {
      result.current.changeInput('cust-1');
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => {
      result.current.changeInput('cust-1042');
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    const [first, second] = onSearch.mock.calls.map(([, , signal]) => signal);
    expect(onSearch.mock.calls.map(([query]) => query)).toEqual(['cust-1', 'cust-1042']);
    expect(first?.aborted).toBe(true);
    expect(second?.aborted).toBe(false);
  });

  it('searches at once when a filter changes, and aborts what is in flight when unmounted', () => {
    const onSearch = vi.fn(never);
    const { result, unmount } = renderHook(() => useCustomerSearch(onSearch));
    act(() => {
      result.current.changeInput('cust-1042');
    });
    act(() => {
      result.current.changeFilters({ ...EMPTY_SEARCH_FILTERS, app: 'payments' });
    });
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith(
      'cust-1042',
      { ...EMPTY_SEARCH_FILTERS, app: 'payments' },
      expect.any(AbortSignal),
    );
    unmount();
    expect(onSearch.mock.calls[0]?.[2].aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
