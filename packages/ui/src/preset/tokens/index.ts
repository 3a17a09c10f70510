import { defineTokens } from '@pandacss/dev';
import { colors } from './colors';
import { borders, durations, easings, radii, shadows, zIndex } from './effects';
import { sizes, spacing } from './spacing';
import { fontSizes, fontWeights, fonts, letterSpacings, lineHeights } from './typography';

export const tokens = defineTokens({
  colors,
  spacing,
  sizes,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  radii,
  shadows,
  borders,
  durations,
  easings,
  zIndex,
});

export const breakpoints = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' };
