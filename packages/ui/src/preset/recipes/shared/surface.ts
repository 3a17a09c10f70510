/** A raised panel on the page: cards, KPI cards, integration cards, charts. Floating layers use floatingSurface. */
export const surface = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'xs',
} as const;
