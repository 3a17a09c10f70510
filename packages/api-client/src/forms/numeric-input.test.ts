import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NOT_A_NUMBER_MESSAGE, numericInputSchema, numericInputText } from './numeric-input';

describe('numericInputSchema (spec 000 §5: numeric form inputs send null when empty)', () => {
  const schema = numericInputSchema();

  it('sends null for an empty or blank field, never 0 or ""', () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('   ')).toBeNull();
  });

  it('sends the number typed', () => {
    expect(schema.parse('42')).toBe(42);
    expect(schema.parse(' 0 ')).toBe(0);
    expect(schema.parse('2.5')).toBe(2.5);
  });

  it('refuses text that is not a number', () => {
    const result = schema.safeParse('12abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NOT_A_NUMBER_MESSAGE);
    expect(schema.safeParse('Infinity').success).toBe(false);
  });

  it('sends null inside a form body, and chains further checks', () => {
    const form = z.object({ limit: numericInputSchema().pipe(z.number().int().min(1).nullable()) });
    expect(form.parse({ limit: '' })).toEqual({ limit: null });
    expect(form.parse({ limit: '5' })).toEqual({ limit: 5 });
    expect(form.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('fills a field back from a saved value', () => {
    expect(numericInputText(null)).toBe('');
    expect(numericInputText(undefined)).toBe('');
    expect(numericInputText(0)).toBe('0');
  });
});
