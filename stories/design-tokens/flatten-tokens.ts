import { UI_PREFIX } from '../../packages/ui/panda.base.config';

/** A token as the preset declares it: a leaf with a value, or a group of tokens. */
type TokenTree = { [key: string]: TokenTree } | { value: unknown };

export interface TokenRow {
  /** Dotted path, e.g. `gray.500` or `fg.default`. */
  path: string;
  value: unknown;
  /** The CSS custom property Panda emits for it. */
  cssVar: string;
}

const isLeaf = (node: unknown): node is { value: unknown } =>
  typeof node === 'object' && node !== null && 'value' in node;

/** Flattens a preset token group into rows, in declaration order. */
export function flattenTokens(category: string, tree: unknown, prefix: string[] = []): TokenRow[] {
  if (isLeaf(tree)) {
    const path = prefix.filter((part) => part !== 'DEFAULT');
    return [
      {
        path: path.join('.'),
        value: tree.value,
        cssVar: `var(--${[UI_PREFIX, category, ...path].join('-')})`,
      },
    ];
  }
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree as Record<string, TokenTree>).flatMap(([key, node]) =>
    flattenTokens(category, node, [...prefix, key]),
  );
}

/** `{ base, _dark }` semantic values as readable text. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .map(
        ([condition, v]) =>
          `${condition === 'base' ? 'light' : condition.replace(/^_/, '')}: ${describeValue(v)}`,
      )
      .join(' · ');
  }
  return JSON.stringify(value);
}
