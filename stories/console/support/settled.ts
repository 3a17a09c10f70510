import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdsFocus } from '../../support/focus';

/** The whole page, where dialogs and toasts are portalled. */
export const page = () => within(document.body);

/**
 * Every timer button back to ready after its held state (1250 ms or 1875 ms), or only `button` when given, so a
 * story ends in the same state however fast the machine is.
 */
export const settled = (button?: HTMLElement) =>
  waitFor(() =>
    button
      ? expect(button).toHaveAttribute('data-state', 'ready')
      : expect(
          document.querySelectorAll('button[data-state="succeeded"], button[data-state="failed"]'),
        ).toHaveLength(0),
  );

/**
 * Opens a dialog by its button and waits until the dialog has placed its initial focus: typing or clicking before
 * then can land where the focus later moves to, and the screenshot would show the focus ring anywhere.
 */
export async function openDialog(buttonName: string, dialogName = buttonName) {
  await userEvent.click(await page().findByRole('button', { name: buttonName }));
  return findDialog(dialogName);
}

/** Finds an open dialog (or alert dialog) once it has placed its initial focus. */
export async function findDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await page().findByRole(role, { name });
  await holdsFocus(dialog);
  return dialog;
}

/** The card (article) of one integration; `hidden` reaches it behind an open dialog. */
export function integrationCard(title: string, hidden = false) {
  const article = page().getByRole('heading', { level: 2, name: title, hidden }).closest('article');
  if (!article) throw new Error(`no card ${title}`);
  return article;
}
