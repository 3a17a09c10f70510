import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Jane Cooper', 'JC'],
    ['jane van cooper', 'JC'],
    ['  Jane   Cooper  ', 'JC'],
    ['Jane', 'J'],
    ['jane.cooper@acme.com', 'J'],
    ['Émile Zola', 'ÉZ'],
    ['𝒜da Lovelace', '𝒜L'],
    ['', '?'],
    ['   ', '?'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
