import { toHexColor } from '../../lib/svg';

const BLACK_AND_WHITE = new Set(['#000000', '#FFFFFF']);

/** The logo's colours as offered: #RRGGBB upper case, no repeats, black and white left out (spec 000 §2). */
export function logoSwatches(colors: readonly string[]): string[] {
  const hexes = colors.map(toHexColor).filter((hex): hex is string => !!hex && !BLACK_AND_WHITE.has(hex));
  return [...new Set(hexes)];
}
