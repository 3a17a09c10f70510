import { getDocumentQueryOptions, listDocumentHistoryQueryOptions } from '@console/api-client';
import { DataTable, LoadError } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { CursorPagedFooter } from '../../components/cursor-paged-footer';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { useRouteRetry } from '../../lib/use-route-retry';
import { BACK_TO_DOCUMENTS, HISTORY_LEAD, HISTORY_NOUN, historyTitle } from './document-texts';
import { historyColumns } from './history-columns';
import { pageQuery, type PagedSearch } from '../../lib/paged-search';

const back = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  mb: '3',
  color: 'fg.muted',
  textStyle: 'body.sm',
  _hover: { color: 'fg.default' },
});
const footer = css({ mt: '4' });

export interface DocumentHistoryPageProps {
  id: string;
  search: PagedSearch;
  onSearchChange: (search: PagedSearch) => void;
  /** The link back to the list (the route's Link). */
  backLink: (props: { className: string; children: ReactNode }) => ReactNode;
}

/**
 * A document's history (apps.md §3.3) over GET …/documents/{id} and …/history: the route's loader ensures both,
 * this reads them with the same options. Every change, newest first, paged like the lists.
 */
export function DocumentHistoryPage({ id, search, onSearchChange, backLink }: DocumentHistoryPageProps) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: document } = useSuspenseQuery(getDocumentQueryOptions(api, accountId, id));
  const { data: page, isFetching } = useSuspenseQuery(
    listDocumentHistoryQueryOptions(api, accountId, id, pageQuery(search)),
  );
  return (
    <div>
      {backLink({
        className: back,
        children: (
          <>
            <ArrowLeft aria-hidden size={16} />
            {BACK_TO_DOCUMENTS}
          </>
        ),
      })}
      <AppPageHeader title={historyTitle(document)}>{HISTORY_LEAD}</AppPageHeader>
      <DataTable
        caption={historyTitle(document)}
        columns={historyColumns}
        data={page.items}
        getRowId={(entry) => entry.id}
      />
      <CursorPagedFooter
        className={footer}
        search={search}
        page={page}
        noun={HISTORY_NOUN}
        busy={isFetching}
        onSearchChange={onSearchChange}
      />
    </div>
  );
}

/** The history while it loads: 10 skeleton rows in its columns. */
export function DocumentHistorySkeleton() {
  return (
    <div role="status" aria-label={`Loading ${HISTORY_NOUN}`} aria-busy>
      <DataTable caption="History" columns={historyColumns} data={[]} loading />
    </div>
  );
}

/** The route's errorComponent: "Couldn't load document history." and Try again. */
export function DocumentHistoryError() {
  return <LoadError noun="document history" onRetry={useRouteRetry()} />;
}
