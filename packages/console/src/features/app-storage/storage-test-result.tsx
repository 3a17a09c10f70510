import type { StorageTestResult } from '@console/api-client';
import { css } from '../../../styled-system/css';
import { TEST_FAILED, TEST_PASSED } from '../../components/integrations/integration-messages';

const box = css({ borderRadius: 'md', px: '4', py: '3', textStyle: 'body.sm' });
const passed = css({ bg: 'success.subtle', color: 'success.fg', fontWeight: 'medium' });
const failed = css({ bg: 'danger.subtle', color: 'danger.fg' });
const detail = css({ mt: '1', wordBreak: 'break-word' });

/** "Test connection"'s outcome (apps.md §3.3): "Test passed", or "Test failed. …" with the destination's words. */
export function StorageTestResultView({ result }: { result: StorageTestResult }) {
  if (result.wasSuccessful)
    return (
      <p role="status" className={`${box} ${passed}`}>
        {TEST_PASSED}
      </p>
    );
  return (
    <div role="alert" className={`${box} ${failed}`}>
      <p className={css({ fontWeight: 'medium' })}>{TEST_FAILED}</p>
      {result.message && <p className={detail}>{result.message}</p>}
    </div>
  );
}
