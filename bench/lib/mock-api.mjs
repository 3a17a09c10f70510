import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

/**
 * Starts bench/lib/mock-api-server.mts (under tsx) over a built console: resolves to { url, token, close }. Any other
 * static folder (the floor) is served the same way; its /api is simply unused.
 */
export function startMockApi(distDir) {
  const child = spawn(
    resolve('node_modules/.bin/tsx'),
    ['--conditions=@console/source', resolve('bench/lib/mock-api-server.mts'), distDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => fail(new Error('the mock API server did not start in 60 s')), 60_000);
    const fail = (error) => {
      clearTimeout(timer);
      child.kill();
      reject(error);
    };
    child.once('exit', (code) => fail(new Error(`the mock API server exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const { url, token } = JSON.parse(line);
      const close = () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', done);
          child.kill();
        });
      resolvePromise({ url, token, close });
    });
  });
}
