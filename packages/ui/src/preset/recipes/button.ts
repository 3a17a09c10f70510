import { defineRecipe } from '@pandacss/dev';
import { focusRing } from './shared/focus-ring';

// `_hover` alone would also match aria-disabled buttons (a TimerButton while loading).
const hoverWhenEnabled = '&:is(:hover, [data-hover]):not(:disabled, [aria-disabled=true])';

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'TimerButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderWidth: '1px',
    borderColor: 'transparent',
    borderRadius: 'md',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    outline: '0',
    _focusVisible: focusRing,
    _disabled: { cursor: 'not-allowed', opacity: '0.5' },
    '& svg': { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'fg.onAccent',
        [hoverWhenEnabled]: { bg: 'accent.emphasized' },
      },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.emphasized',
        [hoverWhenEnabled]: { bg: 'bg.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        [hoverWhenEnabled]: { bg: 'bg.subtle' },
      },
      danger: {
        bg: 'danger.default',
        color: 'fg.onAccent',
        [hoverWhenEnabled]: { bg: 'danger.emphasized' },
      },
      // Not a call to action: the colour of a TimerButton's succeeded state.
      success: {
        bg: 'success.default',
        color: 'fg.onAccent',
        [hoverWhenEnabled]: { bg: 'success.emphasized' },
      },
    },
    size: {
      sm: { h: '8', minW: '8', px: '3', textStyle: 'label.sm', '& svg': { w: '4', h: '4' } },
      md: { h: '10', minW: '10', px: '4', textStyle: 'label.md', '& svg': { w: '4', h: '4' } },
      // A square button holding one icon (give it an aria-label): the header's gear and bell.
      icon: {
        w: '9',
        h: '9',
        px: '0',
        '&[data-state=open]': { bg: 'bg.subtle' },
        '& svg': { w: '5', h: '5' },
      },
    },
  },
  // A ghost icon is muted until pointed at or open (a compound, so it wins over the variant's own colour).
  compoundVariants: [
    {
      variant: 'ghost',
      size: 'icon',
      css: { color: 'fg.muted', '&:is(:hover, [data-state=open])': { color: 'fg.default' } },
    },
  ],
  defaultVariants: { variant: 'solid', size: 'md' },
  // Published CSS must hold every variant: consumers choose them at runtime.
  staticCss: ['*'],
});
