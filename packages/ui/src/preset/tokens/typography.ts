import { defineTokens } from '@pandacss/dev';

// 'Inter Variable' is bundled by @fontsource-variable/inter (see src/fonts.css); nothing loads from the network.
const sansFallback =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const fonts = defineTokens.fonts({
  body: { value: `'Inter Variable', ${sansFallback}` },
  heading: { value: `'Inter Variable', ${sansFallback}` },
  mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
});

export const fontSizes = defineTokens.fontSizes({
  '2xs': { value: '0.625rem' },
  xs: { value: '0.75rem' },
  sm: { value: '0.875rem' },
  md: { value: '1rem' },
  lg: { value: '1.125rem' },
  xl: { value: '1.25rem' },
  '2xl': { value: '1.5rem' },
  '3xl': { value: '1.875rem' },
  '4xl': { value: '2.25rem' },
});

export const fontWeights = defineTokens.fontWeights({
  normal: { value: '400' },
  medium: { value: '500' },
  semibold: { value: '600' },
  bold: { value: '700' },
});

export const lineHeights = defineTokens.lineHeights({
  none: { value: '1' },
  tight: { value: '1.25' },
  snug: { value: '1.375' },
  normal: { value: '1.5' },
  relaxed: { value: '1.625' },
});

export const letterSpacings = defineTokens.letterSpacings({
  tight: { value: '-0.015em' },
  normal: { value: '0' },
  wide: { value: '0.025em' },
});
