import {
  listPasskeyEnrollmentsQueryOptions,
  revokePasskeyEnrollmentMutationOptions,
  type PasskeyEnrollment,
} from '@console/api-client';
import { ConfirmDialog, toast } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { reportFailure } from '../../lib/report-failure';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { enrollmentQuery, type EnrollmentSearch } from './enrollment-search';
import { PASSKEY_REVOKED, REVOKE_CONFIRM, REVOKE_TITLE, revokeDescription } from './enrollment-texts';
import { EnrollmentsListView } from './enrollments-list-view';

export interface EnrollmentsPageProps {
  search: EnrollmentSearch;
  onSearchChange: (search: EnrollmentSearch) => void;
}

/**
 * Passkeys › Enrollments (apps.md §3.2) over GET /passkeys/enrollments: the route's loader ensures the page of the
 * address, this reads it with the same options. Revoke asks first ("Revoke this passkey?"); once revoked, "Passkey
 * revoked" and the list refreshes (the mutation invalidates it); a refusal says "Something went wrong" with the
 * server's message, and the dialog stays open.
 */
export function EnrollmentsPage({ search, onSearchChange }: EnrollmentsPageProps) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const options = listPasskeyEnrollmentsQueryOptions(api, accountId, enrollmentQuery(search));
  const { data: page, isFetching } = useSuspenseQuery(options);
  const revoke = useMutation(revokePasskeyEnrollmentMutationOptions(api, accountId));
  const [revoking, setRevoking] = useState<PasskeyEnrollment | null>(null);
  const openRevoke = useCallback((enrollment: PasskeyEnrollment) => setRevoking(enrollment), []);

  const confirmRevoke = async (enrollment: PasskeyEnrollment) => {
    try {
      await revoke.mutateAsync({ id: enrollment.id });
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    toast.success(PASSKEY_REVOKED);
  };

  return (
    <>
      <EnrollmentsListView
        search={search}
        onSearchChange={onSearchChange}
        page={page}
        busy={isFetching}
        onRevoke={openRevoke}
      />
      {revoking && (
        <ConfirmDialog
          open
          onOpenChange={(next) => {
            if (!next) setRevoking(null);
          }}
          title={REVOKE_TITLE}
          description={revokeDescription(revoking)}
          confirmLabel={REVOKE_CONFIRM}
          variant="destructive"
          onConfirm={() => confirmRevoke(revoking)}
        />
      )}
    </>
  );
}
