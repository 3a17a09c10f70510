import { CircleAlert, SearchX, UserSearch } from 'lucide-react';
import { searchDialog } from '../../../styled-system/recipes';
import { searchText } from './constants';

export type SearchMessageKind = 'prompt' | 'no-results' | 'error';

/** What the results area says when there are no rows: before a search, after an empty one, after a failure. */
export function SearchMessage({ kind, query }: { kind: SearchMessageKind; query: string }) {
  const classes = searchDialog();
  if (kind === 'prompt') {
    return (
      <div className={classes.message}>
        <UserSearch className={classes.messageIcon} aria-hidden />
        <p className={classes.messageTitle}>{searchText.emptyPrompt}</p>
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className={classes.message} data-kind="error">
        <CircleAlert className={classes.messageIcon} aria-hidden />
        <p className={classes.messageTitle}>{searchText.error}</p>
      </div>
    );
  }
  return (
    <div className={classes.message}>
      <SearchX className={classes.messageIcon} aria-hidden />
      <p className={classes.messageTitle}>{searchText.noResults(query)}</p>
      <p className={classes.messageHint}>{searchText.noResultsHint}</p>
    </div>
  );
}
