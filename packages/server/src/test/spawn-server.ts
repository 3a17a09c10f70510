import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Runs src/main.ts as a real child process and resolves once it is listening and has said how to
 * sign in (demo mode's links, or production mode's first-operator note).
 */
export async function spawnServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@console/source', MAIN], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (/Sign in as:|Production mode:/.test(output)) {
        clearInterval(check);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`server exited with ${String(code)}:\n${output}`));
    });
  });
  return { child, output: () => output };
}

/** Runs a script of this package (src/main.ts, a src/cli command) to its end: exit code and output. */
export async function runToExit(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const file = fileURLToPath(new URL(`../${script}`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@console/source', file, ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
