/**
 * A recipe's variants as plain optional props, e.g. `{ variant?: 'solid' | 'outline'; size?: 'sm' | 'md' }`.
 * Panda's own `*VariantProps` also accept responsive objects (`{ base: 'sm', md: 'md' }`), which the published
 * CSS does not hold: recipes pre-generate their variants, not their variants per breakpoint.
 */
export type VariantProps<Recipe extends { variantMap: object }> = {
  [Key in keyof Recipe['variantMap']]?: Recipe['variantMap'][Key] extends readonly (infer Value)[]
    ? Value
    : never;
};
