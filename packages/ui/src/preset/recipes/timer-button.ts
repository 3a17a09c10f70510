import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The inside of a TimerButton (the button itself uses the `button` recipe). Every state's content is
 * laid in the same grid cell and only the current one is visible, so the width never jumps.
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
      '&:not([data-current])': { visibility: 'hidden' },
    },
    spinner: {
      animation: 'spin 1s linear infinite',
      _motionReduce: { animation: 'none' },
    },
  },
  staticCss: ['*'],
});
