import { defineKeyframes } from '@pandacss/dev';

export const keyframes = defineKeyframes({
  spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
});
