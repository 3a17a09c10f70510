import { definePreset } from '@pandacss/dev';
import { conditions } from './conditions';
import { globalCss } from './global-css';
import { keyframes } from './keyframes';
import { recipes, slotRecipes } from './recipes';
import { textStyles } from './text-styles';
import { breakpoints, tokens } from './tokens';
import { semanticColors } from './tokens/semantic-colors';

/**
 * The console's design tokens, text styles and component recipes. Use it with `@pandacss/preset-base`
 * (the default `@pandacss/preset-panda` is not needed). Dark mode: `<html data-theme="dark">`.
 */
export const uiPreset = definePreset({
  name: '@console/ui',
  conditions: { extend: conditions },
  globalCss: { extend: globalCss },
  theme: {
    extend: {
      breakpoints,
      tokens,
      semanticTokens: { colors: semanticColors },
      textStyles,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
});

export default uiPreset;
