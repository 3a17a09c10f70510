import { saveSsoMutationOptions, SSO_PROVIDER_LABELS, type SaveSsoInput } from '@console/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { saveWithToasts } from '../../components/integrations/report-integration';

/** Save for one provider's form: `body` validates the form (its messages show) and builds the call's body. */
export function useSaveSso(accountId: string, onClose: () => void) {
  const api = useApi();
  const save = useMutation(saveSsoMutationOptions(api, accountId));
  return async (body: () => SaveSsoInput) => {
    const input = body();
    await saveWithToasts(SSO_PROVIDER_LABELS[input.provider], () => save.mutateAsync(input));
    onClose();
  };
}
