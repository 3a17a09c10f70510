import { describe, expect, it } from 'vitest';
import { isSvgFile, readSvgLogo, svgDataUri } from './read-svg-logo';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><script>alert(1)</script><rect/></svg>';

describe('readSvgLogo', () => {
  it('returns the sanitised, normalised markup of an SVG file', async () => {
    const markup = await readSvgLogo(new File([SVG], 'logo.svg', { type: 'image/svg+xml' }));
    expect(markup).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect/></svg>');
  });

  it('takes a .svg file the system gave no type', async () => {
    expect(isSvgFile(new File([SVG], 'LOGO.SVG'))).toBe(true);
    expect(await readSvgLogo(new File([SVG], 'LOGO.SVG'))).toContain('viewBox="0 0 120 40"');
  });

  it('ignores other files, and SVG-named files without an <svg>', async () => {
    expect(await readSvgLogo(new File([SVG], 'logo.png', { type: 'image/png' }))).toBeUndefined();
    expect(await readSvgLogo(new File(['<p>hi</p>'], 'logo.svg', { type: 'image/svg+xml' }))).toBeUndefined();
  });
});

describe('svgDataUri', () => {
  it('encodes UTF-8 markup as base64', () => {
    const markup = '<svg xmlns="http://www.w3.org/2000/svg"><text>Café ✓</text></svg>';
    const uri = svgDataUri(markup);
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(uri.split(',')[1] ?? ''), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(markup);
  });
});
