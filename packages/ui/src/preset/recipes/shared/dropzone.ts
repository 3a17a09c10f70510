/** A dashed area that takes dropped files: tinted while a file is dragged over it. */
export const dropzone = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  minH: '40',
  p: '6',
  bg: 'bg.surface',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.emphasized',
  borderRadius: 'lg',
  textAlign: 'center',
  '&[data-dragging]': { borderColor: 'accent.default', bg: 'accent.subtle' },
  // The buttons inside dim themselves; dimming the area too would halve them again.
  _disabled: { cursor: 'not-allowed', bg: 'bg.subtle' },
} as const;
