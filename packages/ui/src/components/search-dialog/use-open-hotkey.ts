import { useEffect, useRef } from 'react';

/** True for Cmd+K (macOS) or Ctrl+K (elsewhere); Shift or Alt make it another shortcut. */
export function isOpenHotkey(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
) {
  return (
    event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.shiftKey && !event.altKey
  );
}

/**
 * Calls `onHotkey` on Cmd/Ctrl+K anywhere in the document while the component is mounted and `enabled` (an app that
 * loads the dialog on first use listens until it is there).
 */
export function useOpenHotkey(onHotkey: () => void, enabled = true) {
  const latest = useRef(onHotkey);
  useEffect(() => {
    latest.current = onHotkey;
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isOpenHotkey(event)) return;
      // The browser's own Ctrl+K focuses its search bar.
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
