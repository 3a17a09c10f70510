import { useMutation } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { exchangeCallbackCode, type CallbackParams } from './callback-sign-in';

/**
 * Finishes a sign-in on /sso/callback: the code is traded once (a code is single-use, so a remount must not send
 * it again), the token stored, and the user taken home, replacing the callback in the history so Back does not
 * replay it. The root's gate then loads the bootstrap for the new session.
 */
export function useCallbackSignIn(params: CallbackParams) {
  const { api, session } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const exchange = useMutation({
    mutationKey: ['auth', 'callback'],
    mutationFn: (input: CallbackParams) => exchangeCallbackCode(api, input),
    onSuccess: async (token) => {
      session.setToken(token);
      await router.invalidate();
      await router.navigate({ to: '/', search: {}, replace: true });
    },
  });
  const started = useRef(false);
  const { mutate } = exchange;
  const providerError = params.error_description;

  useEffect(() => {
    if (started.current || providerError) return;
    started.current = true;
    mutate(params);
  }, [mutate, params, providerError]);

  return exchange;
}
