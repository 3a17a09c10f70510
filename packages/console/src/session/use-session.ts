import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { SessionState } from './session';

/** The session's current state; re-renders when the token changes. */
export function useSession(): SessionState {
  const { session } = useRouteContext({ from: '__root__' });
  return useSyncExternalStore(session.subscribe, session.get);
}
