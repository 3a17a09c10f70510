import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpCatcher } from '../../packages/server/src/testing.ts';

/**
 * The journeys' mail server: the server's SMTP catcher (packages/server/src/testing.ts) on a free port,
 * its messages readable over HTTP (GET {inspectUrl} answers them as JSON) by the Playwright process.
 */
export async function startMailCatcher() {
  const catcher = await startSmtpCatcher();
  const inspect = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(catcher.messages));
  });
  await new Promise<void>((resolve) => inspect.listen(0, '127.0.0.1', resolve));
  const { port } = inspect.address() as AddressInfo;
  return {
    smtpUrl: catcher.url,
    inspectUrl: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise<void>((resolve) => inspect.close(() => resolve()));
      await catcher.close();
    },
  };
}
