import { describe, expect, it } from 'vitest';
import { listSessionsQuerySchema } from '../app-sessions/list-sessions';
import { arrayParams, readQueryParams } from './paged';

describe('query arrays', () => {
  it('readQueryParams collects repeated `name[]` keys and keeps the last of any other', () => {
    const query = readQueryParams(new URLSearchParams('status[]=success&status[]=failure&q=a&q=b'));
    expect(query).toEqual({ status: ['success', 'failure'], q: 'b' });
  });

  it('arrayParams reads a lone value as a one-element array and leaves the rest', () => {
    expect(arrayParams('status')({ status: 'success', q: 'cust' })).toEqual({
      status: ['success'],
      q: 'cust',
    });
    expect(arrayParams('status')({ status: ['success'] })).toEqual({ status: ['success'] });
    expect(arrayParams('status')({ q: 'cust' })).toEqual({ q: 'cust' });
  });

  it('the list query reads both forms alike', () => {
    const bracketed = listSessionsQuerySchema.parse(readQueryParams(new URLSearchParams('status[]=timeout')));
    const lone = listSessionsQuerySchema.parse(readQueryParams(new URLSearchParams('status=timeout')));
    expect(lone).toEqual(bracketed);
    expect(lone).toMatchObject({ status: ['timeout'] });
  });
});
