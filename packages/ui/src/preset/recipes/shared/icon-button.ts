import { focusRing } from './focus-ring';

/**
 * A bare icon button (close, clear, delete, calendar arrows): muted until hovered, the focus ring, dimmed when
 * disabled. Each recipe sets its size and place.
 */
export const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _focusVisible: focusRing,
  _disabled: { opacity: '0.4', cursor: 'not-allowed' },
  '& svg': { w: '4', h: '4' },
} as const;
