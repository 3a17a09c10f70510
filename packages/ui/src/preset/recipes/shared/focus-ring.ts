/** The keyboard focus mark of every control: a 2 px ring in the focus colour, outside the box. */
export const focusRing = {
  outline: '2px solid',
  outlineColor: 'border.focus',
  outlineOffset: '2px',
} as const;

/** The same ring drawn inside the box, for parts that touch their container's edge (tabs, rows). */
export const focusRingInside = { ...focusRing, outlineOffset: '-2px' } as const;
