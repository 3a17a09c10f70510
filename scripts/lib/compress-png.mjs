/**
 * Compression of the story screenshots' baselines: the colours reduced to a palette of 128 (image-q's RgbQuant, no
 * dithering), then oxipng (Squoosh's WebAssembly build, @jsquash/oxipng: no native binary, no download) stores it as
 * an indexed PNG. A baseline takes under half the bytes of Chromium's screenshot (41 MB → 19 MB over the 1,100 of
 * them at 256 colours; 128 colours take 12% less again, which keeps the baselines under issue 16's 20 MB).
 *
 * The palette is lossy, but below what the comparison sees: against the screenshot it came from, the worst of the
 * 1,100 differs in 8 pixels under pixelmatch's threshold of 0.1 (the colour pickers' gradients; a page differs in
 * none), where a story may differ in 150 (vitest.config.ts). RgbQuant: Wu's quantizer gave the same sizes 15 times
 * slower. Against the 256-colour baselines, 128 colours differ in no pixel over the threshold on the gradients
 * (colour picker, charts, dashboards); 96 differed in 49 and 64 in 2,071, so 128 is the floor.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimise, { init } from '@jsquash/oxipng/optimise.js';
import { applyPaletteSync, buildPaletteSync, utils } from 'image-q';
import { PNG } from 'pngjs';

const require = createRequire(import.meta.url);
let ready;

const DISTANCE = 'euclidean-bt709';

const COLOURS = 128;

/** The picture with its colours mapped to the 128 that represent it best: at most 128 distinct colours. */
function toPalette(png) {
  const image = PNG.sync.read(png);
  const points = utils.PointContainer.fromUint8Array(image.data, image.width, image.height);
  const palette = buildPaletteSync([points], {
    colors: COLOURS,
    paletteQuantization: 'rgbquant',
    colorDistanceFormula: DISTANCE,
  });
  const mapped = applyPaletteSync(points, palette, {
    imageQuantization: 'nearest',
    colorDistanceFormula: DISTANCE,
  });
  image.data = Buffer.from(mapped.toUint8Array());
  return PNG.sync.write(image);
}

export async function compressPng(png) {
  // Node has no fetch of a file URL: the module is compiled from the package's file.
  ready ??= init(
    await WebAssembly.compile(
      readFileSync(require.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')),
    ),
  );
  await ready;
  // Level 2 gave the best size for its time; oxipng turns a picture of 256 colours or fewer into an indexed PNG.
  return Buffer.from(await optimise(toPalette(png), { level: 2, optimiseAlpha: true }));
}
