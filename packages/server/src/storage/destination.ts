import type { AppId, ParsedStorageBody, StorageTestResult } from '@console/api-client';
import { STORAGE_TEST_FILE, storageObjectKey } from '@console/api-client';
import type { AppDeps } from '../deps';
import { deleteS3Object, putS3Object } from './s3';
import { sftpDelete, sftpPath, sftpWrite, withSftp } from './sftp';

type DestinationDeps = Pick<AppDeps, 'outbound' | 'clock'>;
/** A remote destination with its secret. */
export type RemoteStorage = Exclude<ParsedStorageBody, { mode: 'keep' }>;

const s3Target = (body: Extract<RemoteStorage, { mode: 's3' }>) => ({
  ...body.s3,
  secretAccessKey: body.s3.secretAccessKey ?? '',
});

/**
 * Writes `name` to the destination: S3 under the prefix filled for `at` (UTC), SFTP into the directory. Answers
 * where it went (`s3://northwind-signed/document-signature/2026/11/….pdf`, `sftp://sftp.example.com/upload/….pdf`);
 * throws why not.
 */
export async function writeToStorage(
  deps: DestinationDeps,
  app: AppId,
  body: RemoteStorage,
  name: string,
  data: Uint8Array,
  at: Date,
): Promise<string> {
  if (body.mode === 's3') {
    const key = storageObjectKey(body.s3.prefix, app, at, name);
    await putS3Object(deps.outbound, deps.clock, s3Target(body), key, data);
    return `s3://${body.s3.bucket}/${key}`;
  }
  const path = sftpPath(body.sftp, name);
  await withSftp(deps.outbound, body.sftp, (sftp) => sftpWrite(sftp, path, data));
  return `sftp://${body.sftp.host}/${path.replace(/^\//, '')}`;
}

/**
 * "Test connection" (apps.md §3.3): writes `.connection-test` where files will go and deletes it again. Keep-only
 * has nothing to reach and passes. A failure answers the destination's own words (S3's error code and message,
 * the SFTP server's, or the guard's refusal).
 */
export async function testStorageDestination(
  deps: DestinationDeps,
  app: AppId,
  body: ParsedStorageBody,
): Promise<StorageTestResult> {
  if (body.mode === 'keep') return { wasSuccessful: true };
  const data = new TextEncoder().encode(`Connection test ${deps.clock.now().toISOString()}\n`);
  try {
    if (body.mode === 's3') {
      const key = storageObjectKey(body.s3.prefix, app, deps.clock.now(), STORAGE_TEST_FILE);
      await putS3Object(deps.outbound, deps.clock, s3Target(body), key, data);
      await deleteS3Object(deps.outbound, deps.clock, s3Target(body), key);
    } else {
      const path = sftpPath(body.sftp, STORAGE_TEST_FILE);
      await withSftp(deps.outbound, body.sftp, async (sftp) => {
        await sftpWrite(sftp, path, data);
        await sftpDelete(sftp, path);
      });
    }
    return { wasSuccessful: true };
  } catch (error) {
    return { wasSuccessful: false, message: error instanceof Error ? error.message : String(error) };
  }
}
