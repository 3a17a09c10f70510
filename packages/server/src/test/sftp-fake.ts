import { timingSafeEqual } from 'node:crypto';
import { close, mkdtempSync, open, rm, unlink, write } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedKey } from 'ssh2';
import { Server, utils } from 'ssh2';
import { sshFingerprint } from '../storage/sftp';

const { OPEN_MODE, STATUS_CODE } = utils.sftp;

const same = (input: Buffer, allowed: Buffer) =>
  input.length === allowed.length && timingSafeEqual(input, allowed);

/**
 * A local SFTP server (ssh2's Server) for the storage tests: one user who signs in with a password or a public key,
 * an ed25519 host key whose fingerprint the test gives the client, and a temporary directory as the whole file
 * system (SFTP paths are resolved inside it; `..` cannot leave it). It answers OPEN (write), WRITE, CLOSE and
 * REMOVE, enough for a file upload and the connection test's write and delete.
 */
export async function startSftpFake(options: { username: string; password: string; publicKey: string }) {
  const hostKey = utils.generateKeyPairSync('ed25519');
  const parsedHost = utils.parseKey(hostKey.public) as ParsedKey;
  const allowedKey = utils.parseKey(options.publicKey) as ParsedKey;
  const root = mkdtempSync(path.join(tmpdir(), 'sftp-fake-'));
  /** Every path written (relative to the root), in order. */
  const written: string[] = [];
  const inRoot = (name: string) => path.join(root, path.posix.normalize(`/${name}`));

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      if (!same(Buffer.from(ctx.username), Buffer.from(options.username))) return ctx.reject();
      if (ctx.method === 'password' && same(Buffer.from(ctx.password), Buffer.from(options.password)))
        return ctx.accept();
      if (ctx.method === 'publickey') {
        // ssh2's verify answers true, false or an Error: only true is a valid signature.
        const verified: unknown =
          ctx.signature && allowedKey.verify(ctx.blob ?? Buffer.alloc(0), ctx.signature, ctx.hashAlgo);
        if (
          ctx.key.algo === allowedKey.type &&
          same(ctx.key.data, allowedKey.getPublicSSH()) &&
          (!ctx.signature || verified === true)
        )
          return ctx.accept();
      }
      return ctx.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<number, { fd: number; name: string }>();
          let next = 0;
          const fail = (reqid: number) => sftp.status(reqid, STATUS_CODE.FAILURE);
          sftp.on('OPEN', (reqid, filename, flags) => {
            if (!(flags & OPEN_MODE.WRITE)) return sftp.status(reqid, STATUS_CODE.OP_UNSUPPORTED);
            open(inRoot(filename), 'w', (error, fd) => {
              if (error) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
              next += 1;
              handles.set(next, { fd, name: filename });
              const handle = Buffer.alloc(4);
              handle.writeUInt32BE(next, 0);
              sftp.handle(reqid, handle);
            });
          });
          const handleOf = (buffer: Buffer) =>
            buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined;
          sftp.on('WRITE', (reqid, handle, offset, data) => {
            const open = handleOf(handle);
            if (!open) return fail(reqid);
            write(open.fd, data, 0, data.length, offset, (error) =>
              sftp.status(reqid, error ? STATUS_CODE.FAILURE : STATUS_CODE.OK),
            );
          });
          sftp.on('CLOSE', (reqid, handle) => {
            const open = handleOf(handle);
            if (!open) return fail(reqid);
            handles.delete(handle.readUInt32BE(0));
            written.push(path.posix.normalize(`/${open.name}`).slice(1));
            close(open.fd, (error) => sftp.status(reqid, error ? STATUS_CODE.FAILURE : STATUS_CODE.OK));
          });
          sftp.on('REMOVE', (reqid, filename) => {
            unlink(inRoot(filename), (error) =>
              sftp.status(reqid, error ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.OK),
            );
          });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    root,
    written,
    /** The host key's fingerprint as `ssh-keygen -lf` prints it: what the admin types. */
    fingerprint: sshFingerprint(parsedHost.getPublicSSH()),
    /** The absolute path of a file the server holds. */
    file: (name: string) => inRoot(name),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rm(root, { recursive: true, force: true }, () => resolve());
        });
      }),
  };
}
export type SftpFake = Awaited<ReturnType<typeof startSftpFake>>;
