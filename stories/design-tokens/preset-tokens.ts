import { uiPreset } from '@console/ui/preset';
import { flattenTokens } from './flatten-tokens';

const theme = uiPreset.theme?.extend ?? {};

/** The preset's tokens, flattened for the token pages. */
export const presetTokens = {
  colors: flattenTokens('colors', theme.tokens?.colors),
  semanticColors: flattenTokens('colors', theme.semanticTokens?.colors),
  spacing: flattenTokens('spacing', theme.tokens?.spacing),
  radii: flattenTokens('radii', theme.tokens?.radii),
  shadows: flattenTokens('shadows', theme.tokens?.shadows),
  fontSizes: flattenTokens('font-sizes', theme.tokens?.fontSizes),
  textStyles: flattenTokens('text-styles', theme.textStyles),
};
