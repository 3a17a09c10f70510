import { Button, useOpenHotkey } from '@console/ui';
import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { css } from '../../../styled-system/css';

const kbd = css({
  textStyle: 'caption',
  px: '1.5',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
  hideBelow: 'md',
});

// The dialog (date-range picker, phone formatting, results list) loads when first opened, not with the header.
const GlobalSearchDialog = lazy(() => import('./global-search-dialog'));

/**
 * The global customer search (spec 000 §2): a header button, and Cmd/Ctrl+K anywhere while the header is shown.
 * Until the dialog has loaded, the shortcut is heard here; then the dialog's own takes over.
 */
export function GlobalSearch({ isStaff }: { isStaff: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  useOpenHotkey(show, !used);
  return (
    <>
      <Button variant="outline" size="sm" onClick={show} aria-keyshortcuts="Control+K Meta+K">
        <Search aria-hidden />
        Search
        <kbd className={kbd}>Ctrl K</kbd>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <GlobalSearchDialog isStaff={isStaff} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
