import type { QueryClient } from '@tanstack/react-query';
import type { AppId } from '../apps';
import type { AppBilling } from '../billing/schemas';
import type { Branding } from '../branding/schemas';
import { sessionKeys } from './keys';
import type { Bootstrap } from './schemas';

/** Cache writes into the bootstrap answer, which embeds billing, branding and the onboarded flag. */
function updateBootstrap(queryClient: QueryClient, update: (bootstrap: Bootstrap) => Bootstrap): void {
  queryClient.setQueryData<Bootstrap>(sessionKeys.bootstrap(), (bootstrap) => bootstrap && update(bootstrap));
}

export function replaceBootstrapBilling(queryClient: QueryClient, app: AppId, billing: AppBilling): void {
  updateBootstrap(queryClient, (bootstrap) => ({
    ...bootstrap,
    billing: { ...bootstrap.billing, [app]: billing },
  }));
}

export function replaceBootstrapBranding(queryClient: QueryClient, branding: Branding): void {
  updateBootstrap(queryClient, (bootstrap) => ({ ...bootstrap, branding }));
}

export function markBootstrapOnboarded(queryClient: QueryClient): void {
  updateBootstrap(queryClient, (bootstrap) => ({
    ...bootstrap,
    account: { ...bootstrap.account, hasOnboarded: true },
  }));
}
