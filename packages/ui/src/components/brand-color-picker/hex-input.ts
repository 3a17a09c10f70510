/** The longest text the colour input takes (spec 000 §5, §9): "#" and six hex digits. */
export const HEX_INPUT_MAX_LENGTH = 7;

const HEX_COLOR = /^#[0-9A-F]{6}$/;

/** Whether a text is a complete colour as the branding stores it: `#RRGGBB`, upper case. */
export const isHexColor = (text: string) => HEX_COLOR.test(text);

/**
 * What the colour input shows for what was typed: upper case (spec 000 §5), "#" first, then at most six hex digits;
 * anything else is dropped, so "1a2b3c", "#1a2b3c" and "# 1a-2b-3c" all read "#1A2B3C".
 */
export function toHexInput(typed: string): string {
  if (typed === '') return '';
  const digits = typed.replace(/[^0-9a-f]/gi, '').slice(0, HEX_INPUT_MAX_LENGTH - 1);
  return `#${digits.toUpperCase()}`;
}
