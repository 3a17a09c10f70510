/** Longest template either back end stores; the 3-segment rule refuses long messages well before this. */
export const SMS_TEMPLATE_MAX = 1000;
