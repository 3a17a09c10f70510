import { errorMessage } from '@console/api-client';
import { toast } from '@console/ui';

/** A failed action without a text of its own (apps.md §0): "Something went wrong", with the server's message. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export function reportFailure(error: unknown): void {
  toast.error(SOMETHING_WENT_WRONG, errorMessage(error));
}
