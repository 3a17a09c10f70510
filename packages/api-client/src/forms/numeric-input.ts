import { z } from 'zod';

export const NOT_A_NUMBER_MESSAGE = 'Must be a number';

/**
 * "Numeric form inputs send null when empty" (spec 000 §5), as one rule for every numeric field: the field holds
 * the input's text, and its form schema turns it into the number the API gets, or null when it is empty
 * (whitespace counts as empty), never 0 or "". Text that is not a finite number is refused with `message`.
 * Chain a check on the result with `.pipe(z.number().int().min(1).nullable())`.
 */
export function numericInputSchema(message: string = NOT_A_NUMBER_MESSAGE) {
  return z.string().transform((text, context): number | null => {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    const value = Number(trimmed);
    if (!Number.isFinite(value)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** A saved number back into its field's text: null (nothing saved) is an empty field. */
export function numericInputText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
