import { parseSvgRoot, serializeSvg } from './serialize-svg';

/** CSS pixels per unit: an SVG without a viewBox draws its content in pixels of its width and height. */
const PIXELS_PER_UNIT: Record<string, number> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
};

/** A width or height in user units, or undefined for a relative length (%, em) or nonsense. */
function toUserUnits(length: string | null): number | undefined {
  const match = /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*(px|pt|pc|in|cm|mm)?\s*$/i.exec(length ?? '');
  if (!match?.[1]) return undefined;
  const pixels = Number(match[1]) * (PIXELS_PER_UNIT[(match[2] ?? '').toLowerCase()] ?? 1);
  return pixels > 0 ? Math.round(pixels * 1000) / 1000 : undefined;
}

/**
 * Makes a logo scale to its box (spec 000 §5): the root <svg> loses `width` and `height`, and gets
 * `viewBox="0 0 {width} {height}"` from them when it has no viewBox (`width="120" height="40"` → `0 0 120 40`;
 * absolute units become pixels). With a relative size (`100%`) and no viewBox, none can be derived: the size is
 * still removed. The namespace is declared so the result works as a file or data URI. '' when there is no <svg>.
 */
export function normalizeSvg(markup: string): string {
  const svg = parseSvgRoot(markup);
  if (!svg) return '';
  const width = toUserUnits(svg.getAttribute('width'));
  const height = toUserUnits(svg.getAttribute('height'));
  if (!svg.hasAttribute('viewBox') && width !== undefined && height !== undefined) {
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  }
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  return serializeSvg(svg);
}
