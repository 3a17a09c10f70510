import { defineKeyframes } from '@pandacss/dev';

// Panda's prefix does not reach keyframe names: ours carry it, so a host's `spin` or `pulse` cannot replace them.
export const keyframes = defineKeyframes({
  'cui-spin': { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
  'cui-pulse': { '50%': { opacity: '0.5' } },
});
