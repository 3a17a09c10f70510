import { errorMessage, removeCustomerLookupMutationOptions } from '@console/api-client';
import { Button, ConfirmDialog, toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';

const LOOKUP_REMOVED = 'Customer lookup settings have been removed';
const LOOKUP_REMOVE_FAILED = 'Failed to remove customer lookup settings';

/**
 * Clear Settings behind a confirmation (spec 001 §2, §4): removes the saved config (DELETE /customer-lookup, the
 * empty config) and then resets the form. Disabled while nothing is saved: there is nothing to clear. A failure
 * keeps the dialog open and the form as it was.
 */
export function ClearSettingsButton(props: { accountId: string; disabled: boolean; onCleared: () => void }) {
  const api = useApi();
  const remove = useMutation(removeCustomerLookupMutationOptions(api, props.accountId));

  const clear = async () => {
    try {
      await remove.mutateAsync();
    } catch (failure) {
      toast.error(LOOKUP_REMOVE_FAILED, errorMessage(failure));
      throw failure;
    }
    props.onCleared();
    toast.success(LOOKUP_REMOVED);
  };

  if (props.disabled)
    return (
      <Button variant="outline" disabled>
        Clear Settings
      </Button>
    );
  return (
    <ConfirmDialog
      title="Clear the customer lookup settings?"
      description="Agents will no longer see customer matches until new settings are saved."
      confirmLabel="Clear Settings"
      variant="destructive"
      onConfirm={clear}
      trigger={<Button variant="outline">Clear Settings</Button>}
    />
  );
}
