/**
 * Lossless PNG compression with oxipng (Squoosh's WebAssembly build, @jsquash/oxipng: no native binary, no
 * download), for the story screenshots' baselines. Level 2 gave the best size for its time on the baselines.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimise, { init } from '@jsquash/oxipng/optimise.js';

const require = createRequire(import.meta.url);
let ready;

export async function compressPng(png) {
  // Node has no fetch of a file URL: the module is compiled from the package's file.
  ready ??= init(
    await WebAssembly.compile(
      readFileSync(require.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')),
    ),
  );
  await ready;
  return Buffer.from(await optimise(png, { level: 2, optimiseAlpha: true }));
}
