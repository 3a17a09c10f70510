import { onlineManager } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { css } from '../../styled-system/css';

const OFFLINE_TEXT = "You're offline. Changes will be sent when you're back online.";

const notice = css({
  position: 'fixed',
  insetInline: '0',
  bottom: '4',
  mx: 'auto',
  w: 'fit-content',
  maxW: 'calc(100% - 2rem)',
  zIndex: 'toast',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'warning.border',
  bg: 'warning.subtle',
  color: 'warning.fg',
  textStyle: 'body.sm',
  boxShadow: 'md',
  '& svg': { w: '4', h: '4', flexShrink: '0' },
});

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Says so while the browser is offline. TanStack Query's onlineManager follows the browser's online and offline
 * events: while offline, queries and mutations pause (networkMode 'online', the default), and they run again, in
 * order, when the connection returns.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline);
  return (
    // A live region without the status role: pages keep their own single status (the sign-in notice).
    <div aria-live="polite">
      {!online && (
        <p className={notice}>
          <WifiOff aria-hidden />
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
