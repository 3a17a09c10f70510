import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { serializeSvg } from './serialize-svg';

/**
 * The upload policy for logos. What is left is a still image that references nothing outside itself:
 *
 * - Only SVG elements and attributes (DOMPurify's `svg` + `svgFilters` profiles); HTML inside the SVG is dropped.
 * - Removed elements: <script> (CDATA or not), <foreignObject>, every animation element (<animate>, <set>,
 *   <animateMotion>, <animateTransform>, <animateColor>, <discard>: they can rewrite an href to `javascript:`).
 * - Removed attributes: every `on*` event handler; an `href` / `xlink:href` that does not start with `#` (so no
 *   `javascript:`, `data:`, `http:` or relative file, and no <use> of an external file), except a base64
 *   `data:image/{png,jpeg,gif,webp,avif,bmp}` on <image>; any attribute whose `url(...)` points outside the
 *   document (`fill="url(#gradient)"` stays); a `style` attribute with `@import`, `expression(` or a CSS escape.
 * - <style> keeps its rules minus every `@import`, with outside `url(...)` and `image-set(...)` turned into `none`;
 *   a <style> with a CSS escape (`\`) is emptied, since escapes can spell any of the above.
 * - Outside the root <svg> (XML prolog, DOCTYPE with its entities, comments) nothing is kept.
 *
 * Returns the root <svg> serialised as XML (so it works as a standalone file or data URI), or '' when the markup
 * has no <svg>. Needs a DOM (browser).
 */
export function sanitizeSvg(markup: string): string {
  const fragment = purifier().sanitize(markup, CONFIG);
  const svg = fragment.querySelector('svg');
  return svg ? serializeSvg(svg) : '';
}

const FORBIDDEN_TAGS = [
  'script',
  'foreignobject',
  'animate',
  'animatecolor',
  'animatemotion',
  'animatetransform',
  'set',
  'discard',
];

const CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // DOMPurify leaves <use> out of its SVG profile; the hooks keep only its in-document references.
  ADD_TAGS: ['use'],
  FORBID_TAGS: FORBIDDEN_TAGS,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

const RASTER_DATA_URI = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp);base64,[a-z0-9+/=\s]+$/i;
const CSS_URL = /url\(\s*(["']?)([^"')]*)\1\s*\)/gi;
const IMAGE_SET = /(?:-webkit-)?image-set\([^)]*\)/gi;
const IMPORT_RULE = /@import[^;]*(?:;|$)/gi;

const isInDocument = (target: string) => target.trim().startsWith('#');

/** Any `url(...)` in a CSS text that points outside the document. */
const hasOutsideUrl = (text: string) =>
  [...text.matchAll(CSS_URL)].some((match) => !isInDocument(match[2] ?? '')) || /image-set\(/i.test(text);

const cleanStyleSheet = (text: string) =>
  text.includes('\\')
    ? ''
    : text
        .replace(IMPORT_RULE, '')
        .replace(CSS_URL, (whole, _quote, target: string) => (isInDocument(target) ? whole : 'none'))
        .replace(IMAGE_SET, 'none');

function keepsAttribute(element: Element, name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') {
    return isInDocument(value) || (element.localName === 'image' && RASTER_DATA_URI.test(value.trim()));
  }
  if (hasOutsideUrl(value)) return false;
  if (name === 'style') return !/@import|expression\s*\(|\\/i.test(value);
  return true;
}

let instance: Purifier | undefined;

/** Our own DOMPurify instance, so these hooks never touch another caller's sanitising. */
function purifier(): Purifier {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (element, data) => {
    if (!keepsAttribute(element, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeElements', (node) => {
    if (node instanceof Element && node.localName === 'style') {
      node.textContent = cleanStyleSheet(node.textContent);
    }
  });
  instance = purify;
  return purify;
}
