import { createToaster, type CreateToasterProps } from '@ark-ui/react/toast';

/** How long a toast stays before it leaves on its own (not in the spec; long enough to read two lines). */
export const TOAST_DURATION_MS = 5000;

export type ToastKind = 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** Stays until the user dismisses it (duration Infinity), e.g. 'Test passed'. */
  sticky?: boolean;
  /** Showing a toast with the id of a visible one replaces it instead of stacking a second. */
  id?: string;
}

/**
 * A toast queue: `toast.success(title, description?)`, `toast.warning(...)`, `toast.error(...)`, rendered by a
 * <Toaster toast={...} />. Each call returns the toast's id, for `dismiss(id)`.
 */
export function createToast(props: CreateToasterProps = {}) {
  const store = createToaster({ placement: 'bottom-end', gap: 12, duration: TOAST_DURATION_MS, ...props });
  const show =
    (type: ToastKind) =>
    (title: string, description?: string, { sticky = false, id }: ToastOptions = {}) =>
      // Ark spreads the options over its defaults, so an absent id or duration must be left out, not undefined.
      store.create({
        type,
        title,
        description,
        closable: true,
        ...(id !== undefined && { id }),
        ...(sticky && { duration: Infinity }),
      });
  return {
    store,
    success: show('success'),
    warning: show('warning'),
    error: show('error'),
    /** Dismisses one toast, or every toast without an id. */
    dismiss: (id?: string) => store.dismiss(id),
  };
}

export type Toast = ReturnType<typeof createToast>;

/** The app's one queue, shown by <Toaster />. */
export const toast = createToast();
