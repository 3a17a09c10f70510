import { describe, expect, it } from 'vitest';
import { productQuery, validateProductSearch } from './product-search';

describe('the product catalog address', () => {
  it('keeps the page size and cursors, and drops the malformed, so an old link still opens the list', () => {
    expect(validateProductSearch({ limit: 50, cursors: ['k25'] })).toEqual({ limit: 50, cursors: ['k25'] });
    expect(validateProductSearch({ limit: 30, cursors: [] })).toEqual({});
    expect(validateProductSearch({ limit: '10', cursors: 'k' })).toEqual({});
  });

  it('is the call’s query: every status, 25 by default, the last cursor as lastKey', () => {
    expect(productQuery({})).toEqual({ status: 'all', limit: 25 });
    expect(productQuery({ limit: 10, cursors: ['a', 'b'] })).toEqual({
      status: 'all',
      limit: 10,
      lastKey: 'b',
    });
  });
});
