import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The bin folder of Debian's PostgreSQL server, installing the `postgresql` package when it is missing. */
export function ensurePostgres() {
  const find = () => {
    if (!existsSync('/usr/lib/postgresql')) return undefined;
    const version = readdirSync('/usr/lib/postgresql').sort().pop();
    const bin = version && join('/usr/lib/postgresql', version, 'bin');
    return bin && existsSync(join(bin, 'postgres')) ? bin : undefined;
  };
  const found = find();
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      "PostgreSQL is missing: install Debian's `postgresql` package (sudo apt-get install -y postgresql).",
    );
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  const installed = find();
  if (!installed) throw new Error('apt-get installed postgresql but no server binary was found');
  return installed;
}

/**
 * A throwaway PostgreSQL cluster on loopback for the server's tests: initdb in a temporary folder, trust auth,
 * started on `port`. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export function startTestPostgres(port = 54329) {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'console-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, ...postgresIds());
  const run = (tool, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresIds() {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return [uid, gid];
}
