import {
  LOGGING_DESTINATION_LABELS,
  saveLoggingMutationOptions,
  testLoggingMutationOptions,
  type SaveLoggingInput,
} from '@console/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { saveWithToasts, testWithToasts } from '../../components/integrations/report-integration';

/**
 * Save and Test for one destination's form. Each takes a function that validates the form and builds the body,
 * so an invalid form shows its messages and neither call is made.
 */
export function useLoggingActions(accountId: string, onClose: () => void) {
  const api = useApi();
  const save = useMutation(saveLoggingMutationOptions(api, accountId));
  const test = useMutation(testLoggingMutationOptions(api, accountId));
  return {
    save: async (body: () => SaveLoggingInput) => {
      const input = body();
      await saveWithToasts(LOGGING_DESTINATION_LABELS[input.destination], () => save.mutateAsync(input));
      onClose();
    },
    test: async (body: () => SaveLoggingInput) => {
      const input = body();
      await testWithToasts(() => test.mutateAsync(input));
    },
  };
}
