/** The sign-in texts of spec 001 §2, §6 and §8, word for word. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const SSO_NOT_CONFIGURED_MESSAGE = 'SSO is not configured for this email address';
export const ACCOUNT_EXISTS_MESSAGE =
  'An account already exists for your company. Please contact your administrator to get access.';
export const ADMIN_NOT_FOUND_MESSAGE =
  'Please contact your account administrator to be added as an administrator on the account.';
export const LOGGING_IN_MESSAGE = 'Logging you in...';
