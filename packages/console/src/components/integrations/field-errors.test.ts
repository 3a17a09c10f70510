import { describe, expect, it } from 'vitest';
import { fieldErrors, withoutEmpty } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    const errors = fieldErrors([
      { path: ['phoneNumber'], message: 'first' },
      { path: ['phoneNumber'], message: 'second' },
      { path: ['accountSid'], message: 'Account SID is required' },
    ]);
    expect(errors).toEqual({ phoneNumber: 'first', accountSid: 'Account SID is required' });
  });

  it('ignores issues without a field name', () => {
    expect(fieldErrors([{ path: [], message: 'whole form' }])).toEqual({});
  });
});

describe('withoutEmpty', () => {
  it('drops empty strings and undefined, keeps the rest', () => {
    expect(withoutEmpty({ a: 'x', b: '', c: undefined, d: 'y' })).toEqual({ a: 'x', d: 'y' });
  });
});
