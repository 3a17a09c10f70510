import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The inside of a TimerButton (the button itself uses the `button` recipe). The label, the spinner and both
 * held labels share one grid cell, so the button keeps its width from state to state.
 */
export const timerButton = defineSlotRecipe({
  className: 'timer-button',
  jsx: ['TimerButton'],
  slots: ['stack', 'layer', 'spinner'],
  base: {
    stack: { display: 'inline-grid', placeItems: 'center' },
    layer: {
      gridArea: '1 / 1',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      // Hidden layers leave the accessible name; a busy one stays in it (the label under the spinner).
      '&:not([data-current], [data-busy])': { visibility: 'hidden' },
      '&[data-busy]': { opacity: '0' },
    },
    spinner: {
      animation: 'cui-spin 1s linear infinite',
      _motionReduce: { animation: 'none' },
    },
  },
  staticCss: ['*'],
});
