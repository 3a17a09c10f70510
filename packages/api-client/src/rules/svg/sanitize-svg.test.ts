import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../branding/forms';
import { cpuTimeOf } from '../../test/cpu-time';
import { sanitizeSvg, SvgError } from './sanitize-svg';

const wrap = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

/** Known SVG XSS vectors (OWASP, DOMPurify's test suite, PortSwigger's cheat sheet). */
const VECTORS = [
  '<script>alert(1)</script>',
  '<script><![CDATA[alert(1)]]></script>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
  '<rect width="5" height="5" onload="alert(1)" onclick="alert(1)"/>',
  '<g onmouseover="alert(1)"><circle r="2"/></g>',
  '<a href="javascript:alert(1)"><text>x</text></a>',
  '<a xlink:href="javascript:alert(1)"><text>x</text></a>',
  '<use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/>',
  '<use xlink:href="https://evil.example/sprite.svg#a"/>',
  '<image href="javascript:alert(1)"/>',
  '<foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject>',
  '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>',
  '<animate attributeName="href" to="javascript:alert(1)"/>',
  '<set attributeName="onmouseover" to="alert(1)"/>',
  '<style>@import url("https://evil.example/x.css"); rect { fill: url(javascript:alert(1)) }</style>',
  '<rect style="fill:url(javascript:alert(1));stroke:red" width="1" height="1"/>',
  '<rect style="behavior:url(x.htc);-moz-binding:url(x)" width="1" height="1"/>',
  '<rect fill="url(https://evil.example/#p)" width="1" height="1"/>',
  '<a href="&#106;avascript:alert(1)"><text>x</text></a>',
  '<a href="java&#x09;script:alert(1)"><text>x</text></a>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler>',
  '<feImage href="https://evil.example/x.png"/>',
];

const FORBIDDEN = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /<foreignObject/i,
  /<iframe/i,
  /<style/i,
  /https?:\/\/evil/i,
  /data:/i,
  /<animate/i,
  /<set/i,
  /<image/i,
  /<a[\s>]/i,
  /<handler/i,
  /<fe/i,
  /@import/i,
  /behavior|binding/i,
];

describe('sanitizeSvg', () => {
  it.each(VECTORS)('stores %s clean', (vector) => {
    const clean = sanitizeSvg(wrap(`<rect width="1" height="1" fill="#5B3FD9"/>${vector}`));
    for (const pattern of FORBIDDEN) expect(clean).not.toMatch(pattern);
    expect(clean).toContain('<rect width="1" height="1" fill="#5B3FD9"/>');
  });

  it('keeps a clean logo, drops width and height and adds a viewBox', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" width="160px" height="40"><defs><linearGradient id="g"><stop offset="0" stop-color="#F59E0B"/></linearGradient></defs>' +
      '<path d="M0 0h10v10z" fill="url(#g)" style="stroke: #000000; stroke-width: 2"/><use xlink:href="#g"/><text x="5">A &amp; B</text></svg>';
    expect(sanitizeSvg(logo)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><defs><linearGradient id="g"><stop offset="0" stop-color="#F59E0B"/></linearGradient></defs>' +
        '<path d="M0 0h10v10z" fill="url(#g)" style="stroke:#000000;stroke-width:2"/><use href="#g"/><text x="5">A &amp; B</text></svg>',
    );
  });

  it('drops a DOCTYPE with entity definitions and refuses their use', () => {
    const bomb = '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>';
    expect(sanitizeSvg(`${bomb}${wrap('<rect/>')}`)).toBe(wrap('<rect/>'));
    expect(() => sanitizeSvg(`${bomb}${wrap('<text>&b;</text>')}`)).toThrow(SvgError);
  });

  it('refuses what is not an SVG document', () => {
    for (const markup of [
      '<html><body/></html>',
      'hello',
      '<svg><rect></svg>',
      wrap('') + wrap(''),
      '<svg',
    ]) {
      expect(() => sanitizeSvg(markup)).toThrow(SvgError);
    }
  });

  it('never lets a vector through, whatever it is nested in (property)', () => {
    const vector = fc.constantFrom(...VECTORS);
    const wrapper = fc.constantFrom(['<g>', '</g>'], ['<defs>', '</defs>'], ['<text>', '</text>'], ['', '']);
    fc.assert(
      fc.property(fc.array(fc.tuple(wrapper, vector), { maxLength: 5 }), (parts) => {
        const inner = parts.map(([[start, end], v]) => `${start}${v}${end}`).join('');
        let clean: string;
        try {
          clean = sanitizeSvg(wrap(inner));
        } catch (error) {
          expect(error).toBeInstanceOf(SvgError);
          return;
        }
        for (const pattern of FORBIDDEN) expect(clean).not.toMatch(pattern);
      }),
    );
  });

  it('refuses character references outside XML characters as SvgError, not a crash', () => {
    for (const reference of ['&#x110000;', '&#99999999999999999999;', '&#x0;', '&#xFFFE;', '&#55296;']) {
      expect(() => sanitizeSvg(wrap(`<text>${reference}</text>`))).toThrow(SvgError);
      expect(() => sanitizeSvg(wrap(`<rect fill="${reference}"/>`))).toThrow(SvgError);
    }
    expect(sanitizeSvg(wrap('<text>&#x1F600;&#233;</text>'))).toBe(wrap('<text>\u{1F600}\u00E9</text>'));
  });

  it('refuses a logo over LOGO_MAX_BYTES', () => {
    expect(() => sanitizeSvg(wrap(`<desc>${'é'.repeat(LOGO_MAX_BYTES / 2)}</desc>`))).toThrow(
      'The logo must be at most 200 kB',
    );
  });
});

/**
 * Inputs of the largest size allowed, built to make a backtracking regex or a per-token scan of
 * the open elements quadratic. Linear parsing takes milliseconds; the bound (CPU time) asserts
 * the complexity, not the machine's speed (the old parser took seconds to minutes on each).
 */
describe('sanitizeSvg on adversarial inputs of the maximum size', () => {
  const fill = (unit: string, room = LOGO_MAX_BYTES - 200) => unit.repeat(Math.floor(room / unit.length));
  const depth = Math.floor((LOGO_MAX_BYTES - 200) / 7);
  const cases: [string, string][] = [
    ['an unterminated tag name', wrap(`<${fill('a')}`)],
    ['an unterminated tag full of attributes', wrap(`<g${fill(' a')}`)],
    ['elements nested 29,000 deep', wrap(`${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}`)],
    ['dropped elements nested deep', wrap(`<script>${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</script>`)],
    ['declarations without a subset', wrap(fill('<!a>'))],
    ['url( without its )', wrap(`<rect fill="${fill('url(')}"/>`)],
    ['a length padded with spaces', `<svg width="1${fill(' ')}x" height="1"></svg>`],
    ['a long character reference', wrap(`<text>&#${fill('9')};</text>`)],
    ['a long entity name', wrap(`<text>&${fill('a')};</text>`)],
    ['comments opened and never closed', wrap(fill('<!--'))],
    ['closing tags', wrap(fill('</g>'))],
  ];

  it.each(cases)('%s: answers within the bound', (_name, markup) => {
    expect(Buffer.byteLength(markup)).toBeLessThanOrEqual(LOGO_MAX_BYTES);
    const cpu = cpuTimeOf(() => {
      try {
        sanitizeSvg(markup);
      } catch (error) {
        expect(error).toBeInstanceOf(SvgError);
      }
    });
    expect(cpu).toBeLessThan(1000);
  });
});
