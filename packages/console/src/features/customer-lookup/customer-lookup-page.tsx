import {
  customerLookupFormSchema,
  errorMessage,
  getCustomerLookupQueryOptions,
  saveCustomerLookupMutationOptions,
} from '@console/api-client';
import { Badge, toast } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { ClearSettingsButton } from './clear-settings-button';
import { LookupConfigForm } from './lookup-config-form';
import { actions } from './lookup-styles';
import { LookupTestPanel } from './lookup-test-panel';
import { TechnicalDetailsDialog } from './technical-details-dialog';
import { useLookupForm } from './use-lookup-form';

const LOOKUP_SAVED = 'Customer lookup settings have been saved';
const LOOKUP_SAVE_FAILED = 'Failed to save customer lookup settings';

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
});
const titleRow = css({ display: 'flex', alignItems: 'center', gap: '3' });
const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const intro = css({ textStyle: 'body.md', color: 'fg.muted', mt: '1', mb: '6', maxW: '2xl' });
const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: '6',
  alignItems: 'start',
});

/**
 * Customer Lookup (spec 001 §2–§5, §8): the configuration form beside the Test API panel, Clear Settings and View
 * Technical Details. A failed save keeps what was typed and says why; leaving with unsaved edits asks first.
 */
export function CustomerLookupPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: config } = useSuspenseQuery(getCustomerLookupQueryOptions(api, accountId));
  const save = useMutation(saveCustomerLookupMutationOptions(api, accountId));
  const form = useLookupForm(config);
  const leaveGuard = useUnsavedChangesGuard(form.dirty);
  // A new test panel after Clear Settings, so the preview of the old settings goes too.
  const [generation, setGeneration] = useState(0);

  const submit = async () => {
    const input = form.validate(customerLookupFormSchema);
    if (!input) throw new Error('The form has errors');
    const sent = form.values;
    try {
      await save.mutateAsync(input);
    } catch (failure) {
      toast.error(LOOKUP_SAVE_FAILED, errorMessage(failure));
      throw failure;
    }
    form.markSaved(sent);
    toast.success(LOOKUP_SAVED);
  };

  const cleared = () => {
    form.reset();
    setGeneration((current) => current + 1);
  };

  return (
    <div>
      <div className={header}>
        <div className={titleRow}>
          <h1 className={heading}>Customer Lookup</h1>
          {config ? <Badge tone="success">Connected</Badge> : <Badge tone="neutral">Not connected</Badge>}
        </div>
        <div className={actions}>
          <TechnicalDetailsDialog values={form.values} />
          <ClearSettingsButton accountId={accountId} disabled={!config} onCleared={cleared} />
        </div>
      </div>
      <p className={intro}>
        Show agents who is calling by looking the caller's number up in your own HTTPS API.
      </p>
      <div className={columns}>
        <LookupConfigForm form={form} savedKeys={config?.headerKeys ?? []} onSave={submit} />
        <LookupTestPanel key={generation} form={form} accountId={accountId} />
      </div>
      {leaveGuard}
    </div>
  );
}
