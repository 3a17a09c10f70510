import type { Document, DocumentListPage } from '@console/api-client';
import { Button, DataTable, EmptyState, Field } from '@console/ui';
import { FileSignature, Plus, SearchX } from 'lucide-react';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { CursorPagedFooter } from '../../components/cursor-paged-footer';
import { documentColumns } from './document-columns';
import type { DocumentActions } from './document-row-menu';
import { searchFor, type DocumentSearch } from './document-search';
import {
  DOCUMENTS_LEAD,
  DOCUMENTS_NOUN,
  DOCUMENTS_TITLE,
  NEW_DOCUMENT,
  NO_DOCUMENTS,
  noDocumentsFound,
  SEARCH_LABEL,
} from './document-texts';

const searchBox = css({ mb: '4', maxW: 'sm' });
const footer = css({ mt: '4' });

export interface DocumentsListViewProps extends DocumentActions {
  /** The address's search, page size and cursors. */
  search: DocumentSearch;
  /** A new address: the list follows it. */
  onSearchChange: (search: DocumentSearch) => void;
  page: DocumentListPage;
  /** "New document". */
  onNew: () => void;
  /** A row: its current version. */
  onOpen: (document: Document) => void;
  /** A page is on its way (Previous and Next wait). */
  busy?: boolean;
}

/**
 * Document signature › Documents (apps.md §3.3): the title with "New document", the search by name (sent on
 * Enter), one server page of documents, newest first, and the footer's "{n} of {total} documents", page size and
 * Previous/Next, all in the address. A row opens the document's current version.
 */
export function DocumentsListView({
  search,
  onSearchChange,
  page,
  onNew,
  onOpen,
  busy = false,
  onViewHistory,
  onToggleArchive,
}: DocumentsListViewProps) {
  const columns = useMemo(
    () => documentColumns({ onViewHistory, onToggleArchive }),
    [onViewHistory, onToggleArchive],
  );
  const [text, setText] = useState(search.q ?? '');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchChange(searchFor(search, text));
  };
  const empty = search.q ? (
    <EmptyState icon={<SearchX />} title={noDocumentsFound(search.q)} />
  ) : (
    <EmptyState icon={<FileSignature />} title={NO_DOCUMENTS} />
  );
  return (
    <div>
      <AppPageHeader
        title={DOCUMENTS_TITLE}
        actions={
          <Button onClick={onNew}>
            <Plus aria-hidden />
            {NEW_DOCUMENT}
          </Button>
        }
      >
        {DOCUMENTS_LEAD}
      </AppPageHeader>
      <form role="search" className={searchBox} onSubmit={submit}>
        <Field.Root>
          <Field.Label>{SEARCH_LABEL}</Field.Label>
          <Field.Input
            type="search"
            placeholder="Name"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Field.Root>
      </form>
      <DataTable
        caption={DOCUMENTS_TITLE}
        columns={columns}
        data={page.items}
        getRowId={(document) => document.id}
        onRowClick={onOpen}
        emptyMessage={empty}
      />
      <CursorPagedFooter
        className={footer}
        search={search}
        page={page}
        noun={DOCUMENTS_NOUN}
        busy={busy}
        onSearchChange={onSearchChange}
      />
    </div>
  );
}
