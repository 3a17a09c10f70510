import { utils } from 'ssh2';
import type { OutboundConfig } from '../config';
import type { S3Fake } from './s3-fake';
import { startS3Fake } from './s3-fake';
import type { SftpFake } from './sftp-fake';
import { startSftpFake } from './sftp-fake';
import { testCertificate } from './tls';

export const S3_REGION = 'eu-west-2';
export const S3_BUCKET = 'northwind-signed';
export const S3_KEY = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
/** AWS itself (virtual-hosted) and an S3-compatible service (path-style), both answered by the S3 fake. */
export const AWS_HOST = `${S3_BUCKET}.s3.${S3_REGION}.amazonaws.com`;
export const MINIO_HOST = 'minio.northwind-contact.com';
export const SFTP_HOST = 'sftp.northwind-contact.com';
export const SFTP_USER = { username: 'northwind', password: 'correct horse battery staple' };

/**
 * The storage tests' outside world: an S3 fake (one key, one bucket) and an SFTP fake (one user, password or public
 * key), reached under public names through the outbound guard's test allowance (allowHosts, resolve, the test CA).
 */
export async function startStorageWorld() {
  const { cert } = await testCertificate();
  const s3: S3Fake = await startS3Fake({ ...S3_KEY, region: S3_REGION, buckets: [S3_BUCKET] });
  const clientKey = utils.generateKeyPairSync('ed25519');
  const sftp: SftpFake = await startSftpFake({ ...SFTP_USER, publicKey: clientKey.public });
  const outbound: OutboundConfig = {
    timeoutMs: 5000,
    ca: cert,
    allowHosts: [AWS_HOST, MINIO_HOST, SFTP_HOST],
    resolve: {
      [`${AWS_HOST}:443`]: `127.0.0.1:${s3.port}`,
      [`${MINIO_HOST}:443`]: `127.0.0.1:${s3.port}`,
      [`${SFTP_HOST}:22`]: `127.0.0.1:${sftp.port}`,
    },
  };
  return {
    s3,
    sftp,
    outbound,
    /** The client's private key (OpenSSH format), which the SFTP fake accepts. */
    privateKey: clientKey.private,
    s3Body: (s3Overrides: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) => ({
      mode: 's3',
      retentionDays: 90,
      deleteAfterDelivery: false,
      s3: { region: S3_REGION, bucket: S3_BUCKET, ...S3_KEY, ...s3Overrides },
      ...overrides,
    }),
    sftpBody: (sftpOverrides: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) => ({
      mode: 'sftp',
      retentionDays: 30,
      deleteAfterDelivery: false,
      sftp: {
        host: SFTP_HOST,
        ...SFTP_USER,
        authMethod: 'password',
        directory: '',
        hostKeyFingerprint: sftp.fingerprint,
        ...sftpOverrides,
      },
      ...overrides,
    }),
    close: () => Promise.all([s3.close(), sftp.close()]),
  };
}
export type StorageWorld = Awaited<ReturnType<typeof startStorageWorld>>;
