import { describe, expect, it } from 'vitest';
import { sizes, spacing } from '../tokens/spacing';
import { recipes, slotRecipes } from './index';

/**
 * A bare number string in a size or spacing property is read by Panda as a token name; one that is no token
 * (`minW: '44'`) silently becomes that many pixels. This walks every recipe's styles and names such values, so a
 * typo in the 4px grid fails here rather than on a screenshot. (Panda's `strictTokens` would refuse them at type
 * level, but also every arbitrary value the console's css() calls use today, e.g. column widths in rem.)
 */
const SPACING_PROPERTIES = new Set(
  [
    'p px py pt pb pl pr ps pe padding paddingX paddingY paddingTop paddingBottom paddingLeft',
    'paddingRight m mx my mt mb ml mr ms me margin marginX marginY marginTop marginBottom marginLeft',
    'marginRight gap rowGap columnGap inset top bottom left right insetInline insetBlock',
  ]
    .join(' ')
    .split(' '),
);
const SIZE_PROPERTIES = new Set(
  'w h minW maxW minH maxH width height minWidth maxWidth minHeight maxHeight boxSize flexBasis'.split(' '),
);

const NUMBER = /^-?\d+(\.\d+)?$/;

function offTokenValues(styles: unknown, path: string, found: string[]): string[] {
  if (styles === null || typeof styles !== 'object') return found;
  for (const [key, value] of Object.entries(styles)) {
    if (typeof value === 'string' && NUMBER.test(value)) {
      const name = value.replace(/^-/, '');
      const known = SIZE_PROPERTIES.has(key)
        ? name in sizes
        : SPACING_PROPERTIES.has(key)
          ? name in spacing
          : true;
      if (!known) found.push(`${path}.${key}: '${value}'`);
    } else {
      offTokenValues(value, `${path}.${key}`, found);
    }
  }
  return found;
}

describe('recipe sizes', () => {
  it('use only the spacing and size tokens for bare numbers', () => {
    const all = { ...recipes, ...slotRecipes } as Record<string, unknown>;
    const found = Object.entries(all).flatMap(([name, recipe]) => offTokenValues(recipe, name, []));
    expect(found).toEqual([]);
  });

  it('names a value that is no token', () => {
    expect(offTokenValues({ base: { minW: '44', p: '4', h: '13' } }, 'example', [])).toEqual([
      "example.base.minW: '44'",
      "example.base.h: '13'",
    ]);
  });
});
