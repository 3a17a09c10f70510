import { completeStripeCallbackMutationOptions } from '@console/api-client';
import { toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { CallbackSearch } from '../../lib/callback-search';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { STRIPE_CONNECTED } from './provider-texts';

/**
 * Finishes a Stripe connection on …/callback: code and state go to the server once (a code is single-use, so a
 * remount must not send it again); on success "Stripe has been connected" and the provider page, replacing the
 * callback in the history so Back does not replay it. Stripe's own refusal (`error`) sends nothing.
 */
export function useStripeCallback(search: CallbackSearch) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const navigate = useNavigate();
  const exchange = useMutation({
    ...completeStripeCallbackMutationOptions(api, accountId),
    onSuccess: async (...args) => {
      await completeStripeCallbackMutationOptions(api, accountId).onSuccess?.(...args);
      toast.success(STRIPE_CONNECTED);
      await navigate({
        to: '/$app/settings/card-payment-provider',
        params: { app: 'payments' },
        replace: true,
      });
    },
  });
  const started = useRef(false);
  const { mutate } = exchange;
  const { code, state, error } = search;

  useEffect(() => {
    if (started.current || error !== undefined || code === undefined || state === undefined) return;
    started.current = true;
    mutate({ code, state });
  }, [mutate, code, state, error]);

  return exchange;
}
