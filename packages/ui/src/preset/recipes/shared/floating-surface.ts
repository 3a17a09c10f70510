/**
 * The floating panel of menus, selects, popovers and the date picker's calendar: one look for every layer that
 * opens over the page. Ark sets the positioner's z-index from the panel's.
 */
export const floatingSurface = {
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  zIndex: 'dropdown',
  outline: '0',
  _hidden: { display: 'none' },
} as const;

/** One choice inside a floating panel: a menu item, a select option. Highlighted by pointer or arrow keys. */
export const floatingItem = {
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  minH: '9',
  px: '2.5',
  borderRadius: 'md',
  textStyle: 'label.md',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: '0',
  _highlighted: { bg: 'bg.subtle' },
  _disabled: { opacity: '0.5', cursor: 'not-allowed' },
  '& svg': { w: '4', h: '4', flexShrink: '0' },
} as const;

/** A floating choice's check mark. */
export const itemIndicator = {
  display: 'inline-flex',
  ms: 'auto',
  color: 'accent.fg',
  '& svg': { w: '4', h: '4' },
} as const;
