import { parseSvgRoot } from './serialize-svg';
import { toHexColor } from './to-hex-color';

/** Presentation properties that paint a colour (gradient stops and filter colours included). */
const COLOR_PROPERTIES = ['fill', 'stroke', 'stop-color', 'flood-color', 'lighting-color', 'color'];
const DECLARATION = new RegExp(`(?:^|[;{\\s])(?:${COLOR_PROPERTIES.join('|')})\\s*:\\s*([^;}]+)`, 'gi');
const LEFT_OUT = new Set(['#000000', '#FFFFFF']);

/** Colour values of `prop: value` declarations in a style attribute or style sheet. */
const declaredValues = (css: string) =>
  [...css.matchAll(DECLARATION)].map((match) => (match[1] ?? '').replace(/!important/i, ''));

function colorValues(svg: Element): string[] {
  const values: string[] = [];
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    for (const property of COLOR_PROPERTIES) {
      const value = element.getAttribute(property);
      if (value) values.push(value);
    }
    const style = element.getAttribute('style');
    if (style) values.push(...declaredValues(style));
    if (element.localName === 'style') values.push(...declaredValues(element.textContent));
  }
  return values;
}

/**
 * The colours a logo paints with (fill, stroke, gradient stops; in attributes, style attributes and <style>), as
 * upper-case #RRGGBB in order of first appearance, without repeats, black and white left out (spec 000 §2
 * Branding). Hex, rgb()/rgba() and named colours are read; `none`, `currentColor`, `url(#…)` and fully
 * transparent colours are not colours. Needs a DOM (browser).
 */
export function extractSvgColors(markup: string): string[] {
  const svg = parseSvgRoot(markup);
  if (!svg) return [];
  const colors = new Set<string>();
  for (const value of colorValues(svg)) {
    const hex = toHexColor(value);
    if (hex && !LEFT_OUT.has(hex)) colors.add(hex);
  }
  return [...colors];
}
