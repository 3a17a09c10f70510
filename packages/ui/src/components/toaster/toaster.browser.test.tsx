import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, createToast } from './create-toast';
import { Toaster } from './toaster';

// Ark times toasts with animation frames and performance.now().
beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'],
  }),
);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const titles = () => screen.queryAllByRole('status').map((toast) => toast.textContent);

describe('Toaster', () => {
  it('lets a toast leave after TOAST_DURATION_MS, and keeps a sticky one until dismissed', async () => {
    const queue = createToast();
    render(<Toaster toast={queue} />);
    await act(async () => {
      queue.success('Branding has been updated');
      queue.success('Test passed', undefined, { sticky: true });
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(titles()).toEqual(['Test passed', 'Branding has been updated']);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000));
    expect(titles()).toEqual(['Test passed']);
  });
});
