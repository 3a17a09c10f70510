import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attributes = '') => `<svg ${NS} viewBox="0 0 10 10"${attributes}>${body}</svg>`;

/** Every element and attribute of the sanitised result, to check nothing active or outside is left. */
function inspect(markup: string) {
  const root = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  const elements = [root, ...root.querySelectorAll('*')];
  const attributes = elements.flatMap((element) => [...element.attributes]);
  return { root, elements, attributes };
}

function expectInert(markup: string) {
  const { root, elements, attributes } = inspect(markup);
  expect(root.localName).toBe('svg');
  expect(root.querySelector('parsererror')).toBeNull();
  const tags = elements.map((element) => element.localName.toLowerCase());
  for (const tag of ['script', 'foreignobject', 'animate', 'set', 'iframe', 'body', 'img']) {
    expect(tags).not.toContain(tag);
  }
  for (const attribute of attributes) {
    expect(attribute.name.toLowerCase()).not.toMatch(/^on/);
    if (attribute.localName === 'href') expect(attribute.value).toMatch(/^#|^data:image\/png;base64,/);
  }
  expect(markup).not.toMatch(/javascript:|@import|alert\(/i);
  expect(markup.replaceAll(/xmlns(:xlink)?="http:\/\/www\.w3\.org\/[^"]*"/g, '')).not.toMatch(/https?:/);
}

const vectors: [name: string, markup: string][] = [
  ['a script tag', svg('<script>alert(1)</script><rect width="5" height="5"/>')],
  ['a CDATA script', svg('<script type="text/ecmascript"><![CDATA[alert(1)]]></script>')],
  ['onload on the root', svg('<rect width="5" height="5"/>', ' onload="alert(1)"')],
  ['onerror on an image', svg('<image href="x" onerror="alert(1)"/>')],
  ['onclick in upper case', svg('<rect ONCLICK="alert(1)" width="5" height="5"/>')],
  ['a javascript: href', svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>')],
  ['an entity-encoded javascript: href', svg('<a href="&#106;ava&#x09;script:alert(1)"><text>x</text></a>')],
  ['xlink:href to http', svg('<a xlink:href="http://evil.example/"><rect width="5" height="5"/></a>')],
  [
    'foreignObject with HTML',
    svg('<foreignObject><body><img src="x" onerror="alert(1)"/></body></foreignObject>'),
  ],
  ['<use> of an external file', svg('<use href="http://evil.example/sprite.svg#logo"/>')],
  ['<use> with xlink:href to a file', svg('<use xlink:href="sprite.svg#logo"/>')],
  ['<style> with @import', svg('<style>@import url(http://evil.example/x.css); rect { fill: red }</style>')],
  ['<style> with url(http…)', svg('<style>rect { fill: url(http://evil.example/x.svg#g) }</style>')],
  ['<style> with a CSS escape', svg('<style>@\\69mport "http://evil.example/x.css";</style>')],
  ['a style attribute with url(http…)', svg('<rect style="fill: url(\'http://evil.example/p\')"/>')],
  ['a fill with url(http…)', svg('<rect fill="url(http://evil.example/x.svg#g)" width="5" height="5"/>')],
  [
    '<animate> setting href to javascript:',
    svg('<a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
  ],
  ['<set> setting href', svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>')],
  [
    'a data:text/html href',
    svg('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><text>x</text></a>'),
  ],
  ['a data:image/svg+xml image', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>')],
  [
    'an external entity',
    `<!DOCTYPE svg [<!ENTITY x SYSTEM "http://evil.example/x">]>${svg('<text>&x;</text>')}`,
  ],
  [
    'an entity holding a script',
    `<!DOCTYPE svg [<!ENTITY s "<script>alert(1)</script>">]>${svg('<g>&s;</g>')}`,
  ],
  ['a script outside the root', `<script>alert(1)</script>${svg('<rect width="5" height="5"/>')}`],
  ['an iframe', svg('<iframe src="javascript:alert(1)"></iframe>')],
  ['mXSS through <style> in HTML parsing', svg('<style><img src=x onerror=alert(1)></style>')],
];

describe('sanitizeSvg', () => {
  it.each(vectors)('neutralises %s', (_name, markup) => {
    expectInert(sanitizeSvg(markup));
  });

  it('keeps the drawing: shapes, gradients and in-document references', () => {
    const logo = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#1A2B3C"/></linearGradient>' +
        '<path id="p" d="M0 0h5v5z"/></defs><use href="#p" fill="url(#g)"/><rect class="a" width="5" height="5"/>',
    );
    const { root } = inspect(sanitizeSvg(logo));
    expect(root.getAttribute('viewBox')).toBe('0 0 10 10');
    expect(root.querySelector('use')?.getAttribute('href')).toBe('#p');
    expect(root.querySelector('use')?.getAttribute('fill')).toBe('url(#g)');
    expect(root.querySelector('stop')?.getAttribute('stop-color')).toBe('#1A2B3C');
    expect(root.querySelector('rect')?.getAttribute('class')).toBe('a');
  });

  it('keeps a style sheet without its imports and outside urls', () => {
    const out = sanitizeSvg(
      svg(
        '<style>@import "x.css"; .a { fill: #1A2B3C } .b { fill: url(#g) } .c { fill: url(//x/y) }</style>',
      ),
    );
    const style = inspect(out).root.querySelector('style')?.textContent ?? '';
    expect(style).toContain('.a { fill: #1A2B3C }');
    expect(style).toContain('.b { fill: url(#g) }');
    expect(style).toContain('.c { fill: none }');
    expect(style).not.toContain('@import');
  });

  it('keeps a raster data: image', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const out = sanitizeSvg(svg(`<image href="${png}" width="5" height="5"/>`));
    expect(inspect(out).root.querySelector('image')?.getAttribute('href')).toBe(png);
  });

  it('returns standalone XML that parses as SVG, even from HTML-only markup', () => {
    const out = sanitizeSvg('<svg viewBox="0 0 4 4"><text>a&nbsp;b</text><br></svg>');
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(inspect(out).root.querySelector('parsererror')).toBeNull();
    expect(out).not.toContain('<br');
  });

  it('returns an empty string without an <svg>', () => {
    expect(sanitizeSvg('<p>not a logo</p>')).toBe('');
    expect(sanitizeSvg('')).toBe('');
  });
});
