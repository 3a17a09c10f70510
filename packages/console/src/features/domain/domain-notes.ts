/** The notes of spec 001 §9: verification takes about 1 to 2 minutes; DNS can take up to 48 hours. */
export const VERIFICATION_TIME_NOTE = 'Verification usually takes 1-2 minutes once the record is in place.';
export const DNS_PROPAGATION_NOTE = 'DNS changes can take up to 48 hours to propagate.';
