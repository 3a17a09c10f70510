import { useClock, type CancelTimer } from '@console/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The search waits this long after the last keystroke, as the activity list's (apps.md §2.2). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that sends what is typed once typing pauses, on the injected clock. `sent` is the address's search:
 * the box follows it when it changes under the box (Back, a link). `take` cancels the wait and answers the text,
 * for a filter or Reset that applies at once with what is typed.
 */
export function useDebouncedSearch(sent: string, send: (text: string) => void) {
  const clock = useClock();
  const [text, setText] = useState(sent);
  const pending = useRef<CancelTimer>(undefined);
  const latest = useRef(send);
  useLayoutEffect(() => {
    latest.current = send;
  });
  useEffect(() => () => pending.current?.(), []);
  useEffect(() => {
    if (!pending.current) setText(sent);
  }, [sent]);

  const type = (value: string) => {
    setText(value);
    pending.current?.();
    pending.current = clock.setTimeout(() => {
      pending.current = undefined;
      latest.current(value);
    }, SEARCH_DEBOUNCE_MS);
  };

  const take = (value: string = text) => {
    pending.current?.();
    pending.current = undefined;
    setText(value);
    return value;
  };

  return { text, type, take };
}
