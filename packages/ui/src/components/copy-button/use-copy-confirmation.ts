import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** How long "Copied" shows after a copy (spec 000 §2, §9: "about 950 ms"). */
export const COPY_CONFIRMATION_MS = 950;

/**
 * The "Copied" state: on for COPY_CONFIRMATION_MS after each copy (a second copy restarts it). The state is ours,
 * not Ark's: Ark times it with animation frames, which a story's fake clock cannot drive. The timeout renders
 * synchronously (flushSync), so the confirmation is gone in the same task the time runs out.
 */
export function useCopyConfirmation() {
  const [confirmed, setConfirmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = useCallback(() => {
    clearTimeout(timer.current);
    setConfirmed(true);
    timer.current = setTimeout(() => flushSync(() => setConfirmed(false)), COPY_CONFIRMATION_MS);
  }, []);

  return { confirmed, confirm };
}
