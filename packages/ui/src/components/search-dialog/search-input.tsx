import { LoaderCircle, Search } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { searchDialog } from '../../../styled-system/recipes';
import { searchText } from './constants';

export interface SearchInputProps {
  ref: Ref<HTMLInputElement>;
  id: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  spinner: boolean;
  busy: boolean;
  /** The results grid, once there is one. */
  gridId: string | undefined;
  activeRowId: string | undefined;
}

/**
 * The search box: a combobox whose popup is the results grid. Focus stays here; the arrow keys move the active
 * row (aria-activedescendant). The spinner sits at its end and is announced through a polite status.
 */
export function SearchInput({
  ref,
  id,
  value,
  onChange,
  onKeyDown,
  spinner,
  busy,
  gridId,
  activeRowId,
}: SearchInputProps) {
  const classes = searchDialog();
  return (
    <div className={classes.inputRow}>
      <Search className={classes.inputIcon} aria-hidden />
      <label className={classes.srOnly} htmlFor={id}>
        Customer ID
      </label>
      <input
        ref={ref}
        id={id}
        className={classes.input}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={searchText.placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        aria-expanded={gridId !== undefined}
        aria-controls={gridId}
        aria-haspopup="grid"
        aria-autocomplete="none"
        aria-activedescendant={activeRowId}
        aria-busy={busy || undefined}
      />
      <span role="status" className={classes.spinnerSlot}>
        {spinner && (
          <>
            <LoaderCircle className={classes.spinner} aria-hidden />
            <span className={classes.srOnly}>{searchText.searching}</span>
          </>
        )}
      </span>
    </div>
  );
}
