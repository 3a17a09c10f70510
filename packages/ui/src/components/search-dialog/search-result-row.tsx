import { memo } from 'react';
import { formatPhoneNumber } from '../../lib/format-phone-number';
import { shortenSessionId } from '../../lib/shorten-session-id';
import { searchDialog } from '../../../styled-system/recipes';
import { token, type Token } from '../../../styled-system/tokens';
import { SessionStatusBadge } from '../session-status-badge';
import { statusLabels } from './constants';
import type { SearchResult } from './types';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface SearchResultRowProps {
  id: string;
  index: number;
  result: SearchResult;
  appTitle: string;
  active: boolean;
  height: number;
  onActivate: (index: number) => void;
  onSelect?: ((result: SearchResult) => void) | undefined;
}

/** One result. Its date is in the user's time zone; a shortened session id keeps the full one as its name. */
export const SearchResultRow = memo(function SearchResultRow({
  id,
  index,
  result,
  appTitle,
  active,
  height,
  onActivate,
  onSelect,
}: SearchResultRowProps) {
  const classes = searchDialog();
  const session = shortenSessionId(result.sessionRef);
  return (
    // Keyboard users reach rows from the search input (arrows and Enter); the pointer gets the same actions here.
    <tr
      id={id}
      className={classes.row}
      aria-rowindex={index + 2}
      aria-selected={active}
      data-active={active || undefined}
      data-selectable={onSelect ? '' : undefined}
      style={{ height }}
      onMouseMove={active ? undefined : () => onActivate(index)}
      onClick={onSelect && (() => onSelect(result))}
    >
      <td className={classes.cell}>
        <time dateTime={result.timestamp}>{dateFormat.format(new Date(result.timestamp))}</time>
      </td>
      <td className={classes.cell}>
        <span className={classes.app}>
          <span
            className={classes.appDot}
            style={{ background: token.var(`colors.app.${result.app}` as Token) }}
            aria-hidden
          />
          {appTitle}
        </span>
      </td>
      <td className={classes.cell}>
        <SessionStatusBadge status={result.status} label={statusLabels[result.status]} />
      </td>
      <td className={classes.cell}>
        {session === result.sessionRef ? (
          <span className={classes.mono}>{session}</span>
        ) : (
          // The short form for the eye, the full id for the pointer (title) and for screen readers.
          <span className={classes.mono} title={result.sessionRef}>
            <span aria-hidden>{session}</span>
            <span className={classes.srOnly}>{result.sessionRef}</span>
          </span>
        )}
      </td>
      <td className={classes.cell}>{formatPhoneNumber(result.phoneNumber)}</td>
    </tr>
  );
});
