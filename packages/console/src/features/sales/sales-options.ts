/** The sales form's interest options, word for word (spec 000 §2). */
export const SALES_INTERESTS = [
  'Product Information',
  'Pricing',
  'Request a Demo',
  'Partnership Opportunities',
  'Other',
] as const;

/** Contact-method checkboxes (spec 000 §2). */
export const CONTACT_METHODS = ['Email', 'Phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
