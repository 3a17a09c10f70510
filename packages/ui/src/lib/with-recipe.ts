import { createElement, type ComponentProps, type ElementType } from 'react';
import { cx } from '../../styled-system/css';
import type { VariantProps } from './variant-props';

/** What every generated Panda recipe (plain or slot) has: its name and its variants' keys and values. */
export interface RecipeLike {
  __name__?: string;
  variantKeys: readonly string[];
  variantMap: object;
}

/** A component's own props, less those the recipe's variants take over (an input's `size`), plus the variants. */
export type StyledProps<C extends ElementType, R extends RecipeLike> = Omit<
  ComponentProps<C>,
  keyof VariantProps<R>
> &
  VariantProps<R>;

/** Splits props into the recipe's variants and the rest, which go to the element. */
export function splitVariants(recipe: RecipeLike, props: object) {
  const variants: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (recipe.variantKeys.includes(key)) variants[key] = value;
    else rest[key] = value;
  }
  return [variants, rest as { className?: string } & Record<string, unknown>] as const;
}

type Recipe = RecipeLike & ((variants?: never) => string);

/**
 * One element styled by a plain recipe, its variants as props: `withRecipe(ark.h2, heading)` gives a
 * `<Heading size="lg">` that is an h2 (or, with Ark's `asChild`, the child element). `defaultProps` are the
 * props every use starts from, e.g. `{ type: 'button' }`.
 */
export function withRecipe<C extends ElementType, R extends Recipe>(
  Component: C,
  recipe: R,
  defaultProps?: Partial<ComponentProps<C>>,
) {
  function Styled(props: StyledProps<C, R>) {
    const [variants, { className, ...rest }] = splitVariants(recipe, props);
    return createElement(Component, {
      ...defaultProps,
      ...rest,
      className: cx(recipe(variants as never), className),
    });
  }
  Styled.displayName = recipe.__name__;
  return Styled;
}
