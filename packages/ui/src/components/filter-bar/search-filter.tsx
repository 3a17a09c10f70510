import { Search, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { css } from '../../../styled-system/css';
import { filterBar } from '../../../styled-system/recipes';
import { Input } from '../input';

export interface SearchFilterProps {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (query: string) => void;
  placeholder: string;
}

/**
 * The search box, with a button that clears it (Escape clears it too, as in any search field). FilterBar's first
 * filter; a list with other filters (Passkeys › Enrollments) puts it first in its own row of the `filterBar` recipe.
 */
export function SearchFilter({ ref, value, onChange, placeholder }: SearchFilterProps) {
  const classes = filterBar();
  const id = useId();
  return (
    <div className={classes.search}>
      <label htmlFor={id} className={css({ srOnly: true })}>
        Search
      </label>
      <Search className={classes.searchIcon} aria-hidden />
      <Input
        ref={ref}
        id={id}
        size="sm"
        variant="search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className={classes.clear}
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            if (ref && 'current' in ref) ref.current?.focus();
          }}
        >
          <X aria-hidden />
        </button>
      )}
    </div>
  );
}
