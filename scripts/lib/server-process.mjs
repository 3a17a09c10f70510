import { spawn } from 'node:child_process';

export const SERVER_MAIN = 'packages/server/src/main.ts';

/**
 * Starts the reference server (packages/server/src/main.ts through tsx, with the workspace source
 * condition) as a child process. `env` is added to this process's environment.
 */
export function spawnServer(env = {}, stdio = 'inherit') {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=@console/source', SERVER_MAIN], {
    env: { ...process.env, ...env },
    stdio,
  });
}

/**
 * Starts the server in demo mode (DEMO=1: the demo data and its sign-in links) with piped output and
 * resolves once it has printed its sign-in links, with the links by role. Rejects with the output
 * when it exits first.
 */
export function startServerForTests(env) {
  const child = spawnServer({ ...env, DEMO: '1' }, ['ignore', 'pipe', 'pipe']);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      // One line per role, then a blank line.
      const block = /Sign in as:\n((?:[ \t]+\S+[ \t]+\S+\n)+)\n/.exec(output);
      if (!block) return;
      const links = Object.fromEntries(
        [...block[1].matchAll(/^\s+(\S+)\s+(\S+)$/gm)].map((m) => [m[1], m[2]]),
      );
      child.off('exit', onExit);
      resolve({
        child,
        links,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    const onExit = (code) => reject(new Error(`the server exited with ${code}:\n${output}`));
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', onExit);
  });
}
