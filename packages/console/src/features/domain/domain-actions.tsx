import { errorMessage, removeDomainMutationOptions } from '@console/api-client';
import { Button, ConfirmDialog, toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { actions } from './domain-styles';

/**
 * A set domain's actions: change it (the setup again, for a new domain) or remove it after a confirmation. Removal
 * is DELETE /branding/domain; its answer replaces the branding, so the page shows the setup and the bell counts the
 * domain item again.
 */
export function DomainActions({
  accountId,
  domain,
  onChange,
}: {
  accountId: string;
  domain: string;
  onChange: () => void;
}) {
  const api = useApi();
  const remove = useMutation({
    ...removeDomainMutationOptions(api, accountId),
    onError: (error) => toast.error('The domain could not be removed', errorMessage(error)),
  });
  return (
    <div className={actions}>
      <Button variant="outline" onClick={onChange}>
        Change domain
      </Button>
      <ConfirmDialog
        title="Remove the custom domain?"
        description={`Your customers will no longer see your pages at ${domain}. You can set up a domain again at any time.`}
        confirmLabel="Remove domain"
        variant="destructive"
        onConfirm={() => remove.mutateAsync()}
        trigger={<Button variant="outline">Remove domain</Button>}
      />
    </div>
  );
}
