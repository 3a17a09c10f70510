import { listDocumentsQueryOptions, updateDocumentMutationOptions, type Document } from '@console/api-client';
import { ConfirmDialog, toast } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { reportFailure } from '../../lib/report-failure';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { documentQuery, type DocumentSearch } from './document-search';
import {
  ARCHIVE_CONFIRM,
  ARCHIVE_DESCRIPTION,
  archiveTitle,
  DOCUMENT_ARCHIVED,
  DOCUMENT_UNARCHIVED,
} from './document-texts';
import { DocumentsListView } from './documents-list-view';

export interface DocumentsPageProps {
  search: DocumentSearch;
  onSearchChange: (search: DocumentSearch) => void;
  onNew: () => void;
  onOpen: (document: Document) => void;
  onViewHistory: (document: Document) => void;
}

/**
 * Document signature › Documents (apps.md §3.3) over GET /document-signature/documents: the route's loader ensures
 * the page of the address, this reads it with the same options. Archive asks first ("Archive {name}?"); Unarchive
 * applies at once; a failure says "Something went wrong" with the server's message (an unarchive whose name an
 * active document took says so). Every change refreshes the list (the mutation invalidates it).
 */
export function DocumentsPage({ search, onSearchChange, onNew, onOpen, onViewHistory }: DocumentsPageProps) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: page, isFetching } = useSuspenseQuery(
    listDocumentsQueryOptions(api, accountId, documentQuery(search)),
  );
  const update = useMutation(updateDocumentMutationOptions(api, accountId));
  const [archiving, setArchiving] = useState<Document | null>(null);
  const { mutateAsync: updateAsync } = update;

  const onToggleArchive = useCallback(
    (document: Document) => {
      if (document.status === 'active') {
        setArchiving(document);
        return;
      }
      updateAsync({ id: document.id, update: { archived: false } }).then(
        () => toast.success(DOCUMENT_UNARCHIVED),
        reportFailure,
      );
    },
    [updateAsync],
  );

  const archive = async (document: Document) => {
    try {
      await updateAsync({ id: document.id, update: { archived: true } });
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    toast.success(DOCUMENT_ARCHIVED);
  };

  return (
    <>
      <DocumentsListView
        search={search}
        onSearchChange={onSearchChange}
        page={page}
        busy={isFetching}
        onNew={onNew}
        onOpen={onOpen}
        onViewHistory={onViewHistory}
        onToggleArchive={onToggleArchive}
      />
      {archiving && (
        <ConfirmDialog
          open
          onOpenChange={(next) => {
            if (!next) setArchiving(null);
          }}
          title={archiveTitle(archiving)}
          description={ARCHIVE_DESCRIPTION}
          confirmLabel={ARCHIVE_CONFIRM}
          variant="destructive"
          onConfirm={() => archive(archiving)}
        />
      )}
    </>
  );
}
