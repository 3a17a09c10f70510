import { defineRecipe } from '@pandacss/dev';

const tone = (palette: 'accent' | 'success' | 'warning' | 'danger' | 'info') => ({
  bg: `${palette}.subtle`,
  color: `${palette}.fg`,
  borderColor: `${palette}.border`,
});

/** A small label: counts, "Account Owner", statuses. Tones use the status colours, text at AA contrast. */
export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    textStyle: 'label.sm',
    borderWidth: '1px',
    borderRadius: 'full',
    whiteSpace: 'nowrap',
    '& svg': { w: '3', h: '3' },
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.subtle', color: 'fg.muted', borderColor: 'border.default' },
      accent: tone('accent'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
      info: tone('info'),
    },
  },
  defaultVariants: { tone: 'neutral' },
  staticCss: ['*'],
});
