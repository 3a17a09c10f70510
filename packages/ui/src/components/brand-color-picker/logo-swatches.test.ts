import { describe, expect, it } from 'vitest';
import { logoSwatches } from './logo-swatches';

describe('logoSwatches', () => {
  it('normalises, de-duplicates and leaves out black and white', () => {
    expect(
      logoSwatches(['#1a2b3c', '#000', 'white', '#1A2B3C', 'rgb(255, 102, 0)', '#FFFFFF', 'none']),
    ).toEqual(['#1A2B3C', '#FF6600']);
  });
});
