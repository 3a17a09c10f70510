import { useClock } from '@console/ui';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { signInWithWebex, signInWithZoom } from './authenticate-embedded';
import { useEmbeddedHost } from './embedded-host';

export type EmbeddedMode = 'webex' | 'zoom';

export interface EmbeddedSignIn {
  /** Set once the sign-in has failed for good; undefined while it runs. */
  failure: { error: unknown } | undefined;
  /** Zoom: the Zoom client is asking the user to authorize the app (the first sign-in links the Zoom user). */
  linking: boolean;
  retry: () => void;
}

/**
 * Signs in automatically inside Webex or Zoom (spec 001 §2): on mount, and again on retry. On success the token
 * goes to the session and the router reloads, so the root's gate loads the bootstrap (the role's source, also for
 * Zoom, whose answer carries the same admin's role: see Session) and home replaces this page. Leaving the page
 * abandons the attempt (and its Webex retries).
 */
export function useEmbeddedSignIn(mode: EmbeddedMode): EmbeddedSignIn {
  const host = useEmbeddedHost();
  const clock = useClock();
  const { api, session } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [linking, setLinking] = useState(false);
  const [run, setRun] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const attempt = { host, api, signal: controller.signal, clock };
    const signIn: Promise<string> =
      mode === 'webex'
        ? signInWithWebex(attempt)
        : signInWithZoom({ ...attempt, onLinking: () => setLinking(true) }).then(({ token }) => token);
    signIn.then(
      (token) => {
        session.setToken(token);
        void router.invalidate();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure({ error });
      },
    );
    return () => controller.abort();
  }, [mode, host, api, session, router, run, clock]);

  return {
    failure,
    linking,
    retry: () => {
      setFailure(undefined);
      setLinking(false);
      setRun((count) => count + 1);
    },
  };
}
