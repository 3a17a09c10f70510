import { useCallback, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import * as Dialog from '../dialog/dialog';
import { searchText } from './constants';
import { SearchPanel } from './search-panel';
import type { SearchApp, SearchHandler, SearchResult } from './types';
import { useOpenHotkey } from './use-open-hotkey';

export interface SearchDialogProps {
  /** Runs a search; the console passes a function that calls the API (and filters, see filterSearchResults). */
  onSearch: SearchHandler;
  /** The apps of the App filter and the App column. */
  apps: readonly SearchApp[];
  /** Enter or a click on a result. The dialog closes after it. */
  onSelectResult?: (result: SearchResult) => void;
  /** Controlled open state; leave it out to let the dialog manage it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The global customer search (spec 000 §2 and §4), a command palette on the Dialog frame. One component rather
 * than compound parts: the debounce, the spinner and the aborts bind the input, the filters and the results
 * together, and no screen needs them apart.
 *
 * Cmd/Ctrl+K opens it from anywhere while it is mounted (mount it once, in the shell). Closing it (Escape, the
 * backdrop, a selected result) aborts any search in flight; it opens again empty.
 */
export function SearchDialog({
  onSearch,
  apps,
  onSelectResult,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: SearchDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const input = useRef<HTMLInputElement>(null);

  const setOpen = useCallback(
    (next: boolean) => {
      setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  useOpenHotkey(() => (open ? input.current?.focus() : setOpen(true)));

  const select = useCallback(
    (result: SearchResult) => {
      onSelectResult?.(result);
      setOpen(false);
    },
    [onSelectResult, setOpen],
  );

  return (
    <Dialog.Root
      size="xl"
      placement="top"
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => input.current}
    >
      <Dialog.Content hideCloseButton>
        <Dialog.Title className={css({ srOnly: true })}>{searchText.title}</Dialog.Title>
        <SearchPanel
          inputRef={input}
          onSearch={onSearch}
          apps={apps}
          onSelect={onSelectResult ? select : undefined}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
