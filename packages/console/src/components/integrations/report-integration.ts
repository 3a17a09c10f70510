import { errorMessage } from '@console/api-client';
import { toast } from '@console/ui';
import {
  configuredMessage,
  disconnectedMessage,
  disconnectFailedMessage,
  saveFailedMessage,
  TEST_FAILED,
  TEST_PASSED,
} from './integration-messages';

/**
 * Runs a save and says how it went: '{provider} has been configured', or the failure with the server's reason.
 * A failure rethrows, so the TimerButton shows failed and the dialog (with what was typed) stays open.
 */
export async function saveWithToasts(provider: string, save: () => Promise<unknown>): Promise<void> {
  try {
    await save();
  } catch (error) {
    toast.error(saveFailedMessage(provider), errorMessage(error));
    throw error;
  }
  toast.success(configuredMessage(provider));
}

/** The same for a disconnect: '{provider} has been disconnected', or why not (the confirmation stays open). */
export async function disconnectWithToasts(provider: string, remove: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    toast.error(disconnectFailedMessage(provider), errorMessage(error));
    throw error;
  }
  toast.success(disconnectedMessage(provider));
}

/** One test toast at a time: a second test replaces the first. */
const TEST_TOAST_ID = 'integration-test';

/**
 * Runs an integration test (spec 001 §4): 'Test passed' stays until dismissed; a test that did not pass, or
 * failed to run, shows the failure toast (with the server's reason when there is one) and rejects.
 */
export async function testWithToasts(test: () => Promise<{ wasSuccessful: boolean }>): Promise<void> {
  let result: { wasSuccessful: boolean };
  try {
    result = await test();
  } catch (error) {
    toast.error(TEST_FAILED, errorMessage(error), { id: TEST_TOAST_ID });
    throw error;
  }
  if (!result.wasSuccessful) {
    toast.error(TEST_FAILED, undefined, { id: TEST_TOAST_ID });
    throw new Error(TEST_FAILED);
  }
  toast.success(TEST_PASSED, undefined, { sticky: true, id: TEST_TOAST_ID });
}
