import { defineTokens } from '@pandacss/dev';

export const radii = defineTokens.radii({
  none: { value: '0' },
  xs: { value: '0.125rem' },
  sm: { value: '0.25rem' },
  md: { value: '0.375rem' },
  lg: { value: '0.5rem' },
  xl: { value: '0.75rem' },
  '2xl': { value: '1rem' },
  full: { value: '9999px' },
});

export const shadows = defineTokens.shadows({
  xs: { value: '0 1px 2px 0 rgb(0 0 0 / 0.05)' },
  sm: { value: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)' },
  md: { value: '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)' },
  lg: { value: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)' },
  xl: { value: '0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)' },
});

export const borders = defineTokens.borders({
  none: { value: 'none' },
  thin: { value: '1px solid' },
});

export const durations = defineTokens.durations({
  fast: { value: '100ms' },
  normal: { value: '200ms' },
  slow: { value: '300ms' },
});

export const easings = defineTokens.easings({
  default: { value: 'cubic-bezier(0.4, 0, 0.2, 1)' },
});

export const zIndex = defineTokens.zIndex({
  base: { value: 0 },
  docked: { value: 10 },
  dropdown: { value: 1000 },
  sticky: { value: 1100 },
  overlay: { value: 1300 },
  modal: { value: 1400 },
  popover: { value: 1500 },
  toast: { value: 1700 },
  tooltip: { value: 1800 },
});
