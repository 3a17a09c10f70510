import { ConfirmDialog } from '@console/ui';
import { useBlocker } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The leave guard's question (apps.md §2.5), for every form that guards its edits. */
const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page?';

/**
 * Warns before a form with unsaved edits is left: a navigation inside the console asks first (Stay keeps the page
 * and the edits, Leave goes on), and closing or reloading the tab gets the browser's own warning. Render the
 * returned element beside the form.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Unsaved changes"
      description={UNSAVED_CHANGES_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    />
  );
}
