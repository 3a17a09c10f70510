import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const writeText = vi.fn(() => Promise.resolve());
const button = () => screen.getByRole('button');
const name = () => button().getAttribute('aria-label');
const announced = () => screen.getByRole('status').textContent;
/** Clicks the button and lets Ark's machine take the event (a microtask later). */
const click = () =>
  act(async () => {
    button().click();
    await Promise.resolve();
  });

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  // Ark times the confirmation with animation frames and performance.now().
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
  writeText.mockClear();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('CopyButton', () => {
  it('copies the value and says "Copied" for 950 ms', async () => {
    const onCopy = vi.fn();
    render(<CopyButton value="sk_live_4f9a" label="secret key" onCopy={onCopy} />);
    expect(name()).toBe('Copy secret key');
    await click();
    expect(writeText).toHaveBeenCalledWith('sk_live_4f9a');
    expect(onCopy).toHaveBeenCalledOnce();
    expect(name()).toBe('Copied');
    expect(announced()).toBe('Copied');

    await advance(940);
    expect(name()).toBe('Copied');
    // Ark checks the time on each animation frame (16 ms apart): gone by the first frame at or after 950 ms.
    await advance(26);
    expect(name()).toBe('Copy secret key');
    expect(announced()).toBe('');
  });

  it('copies again while the confirmation shows', async () => {
    render(<CopyButton value="https://videos.example.com/passkeys" label="link to video" />);
    await click();
    await advance(500);
    await click();
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(name()).toBe('Copied');
  });
});
