import { describe, expect, it } from 'vitest';
import { isOpenHotkey } from './use-open-hotkey';

const key = (init: Partial<Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>>) => ({
  key: 'k',
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe('isOpenHotkey', () => {
  it('accepts Cmd+K and Ctrl+K, with Caps Lock on too', () => {
    expect(isOpenHotkey(key({ metaKey: true }))).toBe(true);
    expect(isOpenHotkey(key({ ctrlKey: true }))).toBe(true);
    expect(isOpenHotkey(key({ ctrlKey: true, key: 'K' }))).toBe(true);
  });

  it('ignores K alone, other letters and other shortcuts with K', () => {
    expect(isOpenHotkey(key({}))).toBe(false);
    expect(isOpenHotkey(key({ ctrlKey: true, key: 'j' }))).toBe(false);
    expect(isOpenHotkey(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isOpenHotkey(key({ metaKey: true, altKey: true }))).toBe(false);
  });
});
