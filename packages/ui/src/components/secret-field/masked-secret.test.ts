import { describe, expect, it } from 'vitest';
import { MASKED_SECRET } from './masked-secret';

describe('MASKED_SECRET', () => {
  it('is 32 asterisks', () => {
    expect(MASKED_SECRET).toMatch(/^\*{32}$/);
  });
});
