import { describe, expect, it } from 'vitest';
import { insertAt } from './insert-at';

describe('insertAt', () => {
  it('inserts at the caret and puts the caret after the insertion', () => {
    expect(insertAt('Hello world', '{agentName} ', 6, 6)).toEqual({
      text: 'Hello {agentName} world',
      caret: 18,
    });
  });

  it('replaces a selection, and clamps positions past the end', () => {
    expect(insertAt('Pay here: URL', '{link}', 10, 13)).toEqual({ text: 'Pay here: {link}', caret: 16 });
    expect(insertAt('abc', '{code}', 10, 12)).toEqual({ text: 'abc{code}', caret: 9 });
  });
});
