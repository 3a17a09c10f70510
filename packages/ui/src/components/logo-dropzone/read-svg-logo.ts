import { normalizeSvg, sanitizeSvg } from '../../lib/svg';

/** Whether a file is an SVG, by type or, when the system gives no type, by name. */
export const isSvgFile = (file: File) =>
  file.type === 'image/svg+xml' || (file.type === '' && file.name.toLowerCase().endsWith('.svg'));

/**
 * The logo markup of an uploaded file: sanitised (sanitizeSvg's policy), then normalised (no width or height,
 * a viewBox). Undefined for a file that is not an SVG or holds no <svg>: such files are ignored (spec 000 §5).
 */
export async function readSvgLogo(file: File): Promise<string | undefined> {
  if (!isSvgFile(file)) return undefined;
  const clean = sanitizeSvg(await file.text());
  return clean ? normalizeSvg(clean) : undefined;
}

/** The markup as a base64 data URI (UTF-8 safe), for an <img>: an SVG shown that way runs nothing. */
export function svgDataUri(markup: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(markup)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
