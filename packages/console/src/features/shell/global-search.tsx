import { appIdSchema, searchCustomers, visibleApps } from '@console/api-client';
import {
  Button,
  filterSearchResults,
  SearchDialog,
  type SearchHandler,
  type SearchResult,
} from '@console/ui';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { css } from '../../../styled-system/css';
import { ACTIVITY_TABS } from '../../lib/activity-tabs';
import { useApi } from '../../lib/use-api';

const kbd = css({
  textStyle: 'caption',
  px: '1.5',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
  hideBelow: 'md',
});

/**
 * The global customer search (spec 000 §2): a header button, and Cmd/Ctrl+K anywhere while the header is shown.
 * Each search is GET /results/customer with the dialog's abort signal, so a newer query aborts the request of the
 * previous one; the app, status and date filters apply in the browser. The App filter lists the apps the user may
 * see (unreleased ones for staff only), as the server's answer does. Enter or a click on a result opens its
 * session in its app: the app's activity page with `?session={sessionRef}`, which that page's session drawer reads.
 */
export function GlobalSearch({ isStaff }: { isStaff: boolean }) {
  const api = useApi();
  const navigate = useNavigate();
  // The App filter offers what the user may see; the server answers only those apps' sessions.
  const apps = useMemo(() => visibleApps(isStaff).map(({ id, title }) => ({ id, title })), [isStaff]);
  const [open, setOpen] = useState(false);
  const openResult = (result: SearchResult) => {
    const app = appIdSchema.parse(result.app);
    void navigate({ to: ACTIVITY_TABS[app].to, params: { app }, search: { session: result.sessionRef } });
  };
  const search: SearchHandler = async (query, filters, signal) => {
    const results = await searchCustomers(api, { customerRef: query }, { signal });
    return { results: filterSearchResults(results, filters), total: results.length };
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-keyshortcuts="Control+K Meta+K">
        <Search aria-hidden />
        Search
        <kbd className={kbd}>Ctrl K</kbd>
      </Button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        onSearch={search}
        apps={apps}
        onSelectResult={openResult}
      />
    </>
  );
}
