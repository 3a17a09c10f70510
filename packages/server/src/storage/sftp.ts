import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { SFTPWrapper } from 'ssh2';
import { Client } from 'ssh2';
import type { Outbound } from '../outbound/outbound';

/**
 * SFTP with ssh2's Client. The host passes the outbound guard's address policy first (Outbound.dial: public
 * addresses only, the checked address is the one dialled, the tests' allowance for local fakes) and the guard's
 * time-out bounds the whole exchange (connect, handshake, authentication, the file operations). The server's host
 * key must match the fingerprint the admin gave, as OpenSSH prints it (`SHA256:` and the unpadded base64 of the
 * key's SHA-256): an unknown key is refused before any credential is sent.
 */
export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  authMethod: 'password' | 'privateKey';
  password?: string | undefined;
  privateKey?: string | undefined;
  directory: string;
  hostKeyFingerprint: string;
}

/** `SHA256:…` of a host key (its wire-format blob), as `ssh-keygen -lf` prints it. */
export const sshFingerprint = (key: Buffer) =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

export const HOST_KEY_MISMATCH = "The server's host key does not match the fingerprint";

/** The path of `name` in the target's directory (its login directory when empty). */
export const sftpPath = (target: Pick<SftpTarget, 'directory'>, name: string) =>
  target.directory === '' ? name : posix.join(target.directory, name);

/** Runs `work` on an SFTP session of the target, then ends the connection; rejects with why it failed. */
export async function withSftp<T>(
  outbound: Outbound,
  target: SftpTarget,
  work: (sftp: SFTPWrapper) => Promise<T>,
): Promise<T> {
  const { address, port, timeoutMs } = await outbound.dial(target.host, target.port);
  const client = new Client();
  let hostKeyRefused = false;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | undefined, value?: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      client.end();
      if (error) reject(error);
      else resolve(value as T);
    };
    const timer = setTimeout(
      () => finish(new Error(`No answer within ${timeoutMs / 1000} seconds`)),
      timeoutMs,
    );
    client.on('error', (error) => finish(hostKeyRefused ? new Error(HOST_KEY_MISMATCH) : error));
    client.on('close', () => finish(new Error('The SFTP server closed the connection')));
    client.on('ready', () => {
      client.sftp((error, sftp) => {
        if (error) return finish(error);
        work(sftp).then(
          (value) => finish(undefined, value),
          (cause: unknown) => finish(cause instanceof Error ? cause : new Error(String(cause))),
        );
      });
    });
    client.connect({
      host: address,
      port,
      username: target.username,
      ...(target.authMethod === 'password'
        ? { password: target.password }
        : { privateKey: target.privateKey }),
      readyTimeout: timeoutMs,
      hostVerifier: (key: Buffer) => {
        hostKeyRefused = sshFingerprint(key) !== target.hostKeyFingerprint;
        return !hostKeyRefused;
      },
    });
  });
}

const promised =
  <A extends unknown[]>(call: (...args: [...A, (error?: Error | null) => void]) => void) =>
  (...args: A) =>
    new Promise<void>((resolve, reject) => {
      call(...args, (error) => (error ? reject(error) : resolve()));
    });

/** Writes the file (replacing one of the same name). */
export const sftpWrite = (sftp: SFTPWrapper, path: string, data: Uint8Array) =>
  promised<[string, Buffer]>((p, d, done) => sftp.writeFile(p, d, done))(path, Buffer.from(data));

export const sftpDelete = (sftp: SFTPWrapper, path: string) =>
  promised<[string]>((p, done) => sftp.unlink(p, done))(path);
