/** The integration toasts of spec 001 §4 and §8, word for word. */
export const configuredMessage = (provider: string) => `${provider} has been configured`;
export const disconnectedMessage = (provider: string) => `${provider} has been disconnected`;
export const TEST_PASSED = 'Test passed';
export const TEST_FAILED = 'Test failed. Please check your credentials and try again.';

/** Failure titles (ours); the description is the server's text or 'An unknown error occurred'. */
export const saveFailedMessage = (provider: string) => `${provider} could not be saved`;
export const disconnectFailedMessage = (provider: string) => `${provider} could not be disconnected`;

/** Under a write-only secret that is already saved: it is never shown back, only that it is set (our text). */
export const SECRET_SET_HINT = 'Saved and hidden. Enter it again to save a change.';

/** Under a Sumo Logic or Rapid7 URL that is saved: GET answers it masked, and the mask kept keeps it (our text). */
export const SECRET_URL_HINT =
  'The token in the saved URL is hidden. Save keeps it; paste a new URL to change it.';
