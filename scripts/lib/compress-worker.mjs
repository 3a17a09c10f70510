/** Worker of scripts/update-screenshots.mjs: compresses the PNG files it is sent, in place. */
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { compressPng } from './compress-png.mjs';

parentPort.on('message', async (path) => {
  writeFileSync(path, await compressPng(readFileSync(path)));
  parentPort.postMessage(path);
});
