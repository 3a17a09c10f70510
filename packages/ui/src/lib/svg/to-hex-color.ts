import { NAMED_COLORS } from './named-colors';

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([^)]*)\)$/i;

const channel = (value: number) => Math.round(Math.min(255, Math.max(0, value)));
const hexPair = (value: number) => channel(value).toString(16).padStart(2, '0').toUpperCase();

/** A channel of rgb(): 0–255 or a percentage. */
const rgbChannel = (part: string) =>
  part.endsWith('%') ? (Number(part.slice(0, -1)) * 255) / 100 : Number(part);

/** An alpha of rgba() or rgb(… / a): 0–1 or a percentage. */
const alpha = (part: string | undefined) =>
  part === undefined ? 1 : part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part);

function fromHex(digits: string): string | undefined {
  const full = digits.length <= 4 ? digits.replace(/./g, '$&$&') : digits;
  if (full.length === 8 && full.slice(6) === '00') return undefined;
  return `#${full.slice(0, 6).toUpperCase()}`;
}

function fromRgb(args: string): string | undefined {
  const parts = args
    .split(/[\s,/]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return undefined;
  const [red = '', green = '', blue = ''] = parts;
  const channels = [red, green, blue].map(rgbChannel);
  const opacity = alpha(parts[3]);
  if (channels.some(Number.isNaN) || Number.isNaN(opacity) || opacity <= 0) return undefined;
  return `#${channels.map(hexPair).join('')}`;
}

/**
 * A CSS colour value (hex of 3, 4, 6 or 8 digits, rgb()/rgba(), or a named colour) as upper-case #RRGGBB, alpha
 * dropped. Undefined for anything else: `none`, `currentColor`, `url(#…)`, `hsl()`, fully transparent colours.
 */
export function toHexColor(value: string): string | undefined {
  const text = value.trim().toLowerCase();
  const hex = HEX.exec(text);
  if (hex?.[1]) return fromHex(hex[1]);
  const rgb = RGB.exec(text);
  if (rgb) return fromRgb(rgb[1] ?? '');
  return NAMED_COLORS.get(text);
}
