import { useMutationState, type Mutation } from '@tanstack/react-query';
import type { IntegrationStatus } from '@console/ui';

/**
 * The providers with a save or disconnect in flight under `mutationKey`. Their cards show the 'pending' badge
 * (spec 001 §4): our reading of pending for SMS, logging and SSO, which have no verification step, is "a change
 * was sent and the server has not answered yet".
 */
export function usePendingProviders(
  mutationKey: readonly unknown[],
  providerOf: (mutation: Mutation) => string | undefined,
): ReadonlySet<string> {
  const providers = useMutationState({
    filters: { mutationKey: [...mutationKey], status: 'pending' },
    select: providerOf,
  });
  return new Set(providers.filter((provider) => provider !== undefined));
}

/** A card's badge: pending while a change is in flight, else connected when a config is saved. */
export function cardStatus(isConfigured: boolean, isPending: boolean): IntegrationStatus {
  if (isPending) return 'pending';
  return isConfigured ? 'connected' : 'disconnected';
}
