import { customerLookupFormSchema, EMPTY_CUSTOMER_LOOKUP_FORM } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';

describe('formErrors', () => {
  it('keys each message by its dotted path, the first per field', () => {
    const result = customerLookupFormSchema.safeParse({
      ...EMPTY_CUSTOMER_LOOKUP_FORM,
      headers: [{ key: '', value: 'v' }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = formErrors(result.error);
    expect(errors.url).toBe('URL must be a valid URL.');
    expect(errors['headers.0.key']).toBe('Header name is required');
    expect(errors['headers.0.value']).toBeUndefined();
    expect(errors.customerPath).toBe('Customers array path is required');
  });
});
