import type { SsoConfigs, SsoProvider } from '@console/api-client';
import { AzureFormDialog } from './azure-form-dialog';
import { OidcFormDialog } from './oidc-form-dialog';
import { OktaFormDialog } from './okta-form-dialog';

interface SsoFormDialogProps {
  provider: SsoProvider;
  configs: SsoConfigs;
  accountId: string;
  onClose: () => void;
}

/** The form of the provider being connected or managed. */
export function SsoFormDialog({ provider, configs, accountId, onClose }: SsoFormDialogProps) {
  const props = { accountId, onClose };
  switch (provider) {
    case 'azure':
      return <AzureFormDialog {...props} saved={configs.azure} />;
    case 'okta':
      return <OktaFormDialog {...props} saved={configs.okta} />;
    case 'oidc':
      return <OidcFormDialog {...props} saved={configs.oidc} />;
  }
}
