import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useCallback, useRef, useState } from 'react';
import { searchDialog } from '../../../styled-system/recipes';
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
 * The global customer search (spec 000 §2 and §4), a command palette on an Ark Dialog. One component rather
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
  const classes = searchDialog();
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
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      unmountOnExit
      initialFocusEl={() => input.current}
    >
      <Portal>
        <Dialog.Backdrop className={classes.backdrop} />
        <Dialog.Positioner className={classes.positioner}>
          <Dialog.Content className={classes.content}>
            <Dialog.Title className={classes.srOnly}>{searchText.title}</Dialog.Title>
            <SearchPanel
              inputRef={input}
              onSearch={onSearch}
              apps={apps}
              onSelect={onSelectResult ? select : undefined}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
