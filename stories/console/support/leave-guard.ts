import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, page } from './settled';

/** The leave guard's question (apps.md §2.5). */
export const UNSAVED_CHANGES = 'You have unsaved changes. Leave this page?';

/** Waits for the leave guard after an attempt to leave, checks its question, and answers it. */
export async function answerLeaveGuard(answer: 'Stay' | 'Leave') {
  const guard = within(await findDialog('Unsaved changes', 'alertdialog'));
  await expect(guard.getByText(UNSAVED_CHANGES)).toBeVisible();
  await userEvent.click(guard.getByRole('button', { name: answer }));
  await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
}
