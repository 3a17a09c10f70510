import { appIdSchema, searchCustomers, visibleApps } from '@console/api-client';
import { filterSearchResults, SearchDialog, type SearchHandler, type SearchResult } from '@console/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ACTIVITY_TABS } from '../../lib/activity-tabs';
import { useApi } from '../../lib/use-api';

export interface GlobalSearchDialogProps {
  isStaff: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The search dialog of the global customer search (its own chunk, loaded on first use). Each search is GET
 * /results/customer with the dialog's abort signal, so a newer query aborts the request of the previous one; the
 * app, status and date filters apply in the browser. The App filter lists the apps the user may see (unreleased ones
 * for staff only), as the server's answer does. Enter or a click on a result opens its session in its app: the
 * app's activity page with `?session={id}`, which that page's session drawer reads.
 */
export default function GlobalSearchDialog({ isStaff, open, onOpenChange }: GlobalSearchDialogProps) {
  const api = useApi();
  const navigate = useNavigate();
  const apps = useMemo(() => visibleApps(isStaff).map(({ id, title }) => ({ id, title })), [isStaff]);
  const openResult = (result: SearchResult) => {
    const app = appIdSchema.parse(result.app);
    void navigate({ to: ACTIVITY_TABS[app].to, params: { app }, search: { session: result.id } });
  };
  const search: SearchHandler = async (query, filters, signal) => {
    const results = await searchCustomers(api, { customerRef: query }, { signal });
    return { results: filterSearchResults(results, filters), total: results.length };
  };
  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      onSearch={search}
      apps={apps}
      onSelectResult={openResult}
    />
  );
}
