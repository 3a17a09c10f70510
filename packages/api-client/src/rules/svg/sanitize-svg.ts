import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '../../branding/forms';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, ALLOWED_STYLE_PROPERTIES } from './svg-allow-list';
import type { XmlToken } from './parse-xml';
import { tokenize, XmlError } from './parse-xml';

export class SvgError extends Error {}

const SVG_NS = 'http://www.w3.org/2000/svg';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Control characters and whitespace removed, lower-cased: how a browser may read a URL scheme. */
const squeezed = (value: string) => value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();

/** References must stay inside the document: `url(#id)` and `#id`, nothing else. */
function safeValue(name: string, value: string): boolean {
  const flat = squeezed(value);
  if (flat.includes('javascript:') || flat.includes('data:') || flat.includes('expression(')) return false;
  if (name === 'href' || name === 'xlink:href') return /^#[\w.-]+$/.test(value.trim());
  // Each url( is read up to its `)` and the search goes on after it: linear in the value.
  for (let at = flat.indexOf('url('); at >= 0;) {
    const close = flat.indexOf(')', at);
    if (close < 0 || !/^url\((['"]?)#[\w.-]+\1\)$/.test(flat.slice(at, close + 1))) return false;
    at = flat.indexOf('url(', close);
  }
  return true;
}

/** Keeps the declarations of allowed properties with safe values; drops the rest. */
function safeStyle(style: string): string {
  if (/[\\@<>]/.test(style)) return '';
  return style
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter(([property, value, ...rest]) => {
      const name = property?.trim().toLowerCase() ?? '';
      return (
        rest.length === 0 &&
        value !== undefined &&
        ALLOWED_STYLE_PROPERTIES.has(name) &&
        safeValue(name, value)
      );
    })
    .map(([property, value]) => `${property?.trim().toLowerCase() ?? ''}:${value?.trim() ?? ''}`)
    .join(';');
}

function keptAttributes(attributes: [string, string][]): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of attributes) {
    if (!ALLOWED_ATTRIBUTES.has(name) || !safeValue(name, value)) continue;
    if (name === 'style') {
      const style = safeStyle(value);
      if (style) kept.push([name, style]);
    } else kept.push([name === 'xlink:href' ? 'href' : name, value]);
  }
  return kept;
}

const lengthOf = (value: string | undefined) => {
  // Trimmed first: `\s*(px)?\s*$` would backtrack quadratically on a long run of spaces.
  const match = /^([\d.]+)\s*(px)?$/.exec(value?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
};

/**
 * The root's attributes normalised as the console does (spec 000 §5): width and height removed,
 * a viewBox added from them when there is none; the SVG namespace always declared.
 */
function rootAttributes(attributes: [string, string][]): [string, string][] {
  const get = (name: string) => attributes.find(([key]) => key === name)?.[1];
  const width = lengthOf(get('width'));
  const height = lengthOf(get('height'));
  const rest = attributes.filter(([name]) => name !== 'width' && name !== 'height');
  if (get('viewBox') === undefined && width !== undefined && height !== undefined) {
    rest.push(['viewBox', `0 0 ${width} ${height}`]);
  }
  return [['xmlns', SVG_NS], ...rest];
}

function open(name: string, attributes: [string, string][], selfClosing: boolean): string {
  const text = attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
  return `<${name}${text}${selfClosing ? '/>' : '>'}`;
}

/**
 * A strict allow-list sanitiser for uploaded SVG logos: it rebuilds the markup from what it
 * recognises and drops the rest (disallowed elements with their whole content), so scripts,
 * event handlers, foreign content, external references and style sheets never reach storage.
 * No DOM is needed (DOMPurify would need jsdom on the server). Malformed markup is refused.
 */
export function sanitizeSvg(markup: string): string {
  if (new TextEncoder().encode(markup).length > LOGO_MAX_BYTES) throw new SvgError(LOGO_TOO_LARGE_MESSAGE);
  let tokens: XmlToken[];
  try {
    tokens = tokenize(markup);
  } catch (error) {
    if (error instanceof XmlError) throw new SvgError(`The logo is not valid SVG: ${error.message}`);
    throw error;
  }
  const stack: { name: string; kept: boolean }[] = [];
  // How many open elements are dropped: inside any of them everything is dropped. A count, not a
  // scan of the stack per token, so deep nesting stays linear.
  let dropped = 0;
  let output = '';
  let sawRoot = false;
  for (const token of tokens) {
    if (token.kind === 'text') {
      if (stack.length > 0 && dropped === 0) output += escapeText(token.text);
      else if (token.text.trim() !== '' && stack.length === 0)
        throw new SvgError('The logo is not valid SVG: text outside <svg>');
      continue;
    }
    if (token.kind === 'close') {
      const top = stack.pop();
      if (!top || top.name !== token.name) throw new SvgError('The logo is not valid SVG: tags do not match');
      if (!top.kept) dropped -= 1;
      else if (dropped === 0) output += `</${top.name}>`;
      continue;
    }
    if (stack.length === 0) {
      if (sawRoot || token.name !== 'svg') throw new SvgError('The logo must be an SVG image');
      sawRoot = true;
    }
    const kept = dropped === 0 && ALLOWED_ELEMENTS.has(token.name);
    if (kept) {
      const attributes = keptAttributes(token.attributes);
      output += open(
        token.name,
        stack.length === 0 ? rootAttributes(attributes) : attributes,
        token.selfClosing,
      );
    }
    if (!token.selfClosing) {
      stack.push({ name: token.name, kept });
      if (!kept) dropped += 1;
    }
  }
  if (!sawRoot || stack.length > 0) throw new SvgError('The logo is not valid SVG: unclosed tags');
  return output;
}
