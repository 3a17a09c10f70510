import { stepsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A step indicator (Ark Steps): numbered circles joined by lines; done steps filled with a check, the current one
 * ringed in the accent.
 */
export const steps = defineSlotRecipe({
  className: 'steps',
  jsx: ['Steps', 'StepIndicator'],
  slots: stepsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', w: 'full' },
    list: { display: 'flex', alignItems: 'center', gap: '3', listStyle: 'none', m: '0', p: '0' },
    item: { display: 'flex', alignItems: 'center', gap: '3', flex: '1', _last: { flex: '0 0 auto' } },
    trigger: { display: 'inline-flex', alignItems: 'center', gap: '2', textAlign: 'start' },
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '7',
      h: '7',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'border.emphasized',
      textStyle: 'label.sm',
      color: 'fg.muted',
      '&[data-current]': { borderColor: 'accent.default', color: 'accent.fg' },
      '&[data-complete]': { bg: 'accent.default', borderColor: 'accent.default', color: 'fg.onAccent' },
      '& svg': { w: '4', h: '4' },
    },
    separator: {
      flex: '1',
      h: '2px',
      minW: '6',
      bg: 'border.default',
      '&[data-complete]': { bg: 'accent.default' },
    },
    content: {},
  },
  staticCss: ['*'],
});
