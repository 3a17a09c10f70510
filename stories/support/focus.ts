import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the focus is inside `layer` (a dialog, a menu, a listbox), which Ark places just after opening:
 * keys pressed before then are lost, and a screenshot would show the focus ring anywhere.
 */
export const holdsFocus = (layer: HTMLElement) =>
  waitFor(() => expect(layer.contains(document.activeElement)).toBe(true));

/** Waits until `element` has the focus, which a closing menu or dialog gives back (and an opening one takes) just after. */
export const receivesFocus = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());
