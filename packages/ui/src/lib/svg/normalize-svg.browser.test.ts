import { describe, expect, it } from 'vitest';
import { normalizeSvg } from './normalize-svg';

const root = (markup: string) =>
  new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement as Element;

describe('normalizeSvg', () => {
  it('turns width and height into a viewBox', () => {
    const out = root(
      normalizeSvg('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect/></svg>'),
    );
    expect(out.getAttribute('viewBox')).toBe('0 0 120 40');
    expect(out.hasAttribute('width')).toBe(false);
    expect(out.hasAttribute('height')).toBe(false);
    expect(out.querySelector('rect')).not.toBeNull();
  });

  it('keeps an existing viewBox and still removes the size', () => {
    const out = root(
      normalizeSvg('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 12 4"/>'),
    );
    expect(out.getAttribute('viewBox')).toBe('0 0 12 4');
    expect(out.hasAttribute('width')).toBe(false);
    expect(out.hasAttribute('height')).toBe(false);
  });

  it.each([
    ['120px', '40px', '0 0 120 40'],
    ['1in', '0.5in', '0 0 96 48'],
    ['25.4mm', '12.7mm', '0 0 96 48'],
    ['12.5', '4.25', '0 0 12.5 4.25'],
  ])('reads absolute units: %s × %s → %s', (width, height, viewBox) => {
    const out = root(
      normalizeSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`),
    );
    expect(out.getAttribute('viewBox')).toBe(viewBox);
  });

  it('adds no viewBox from a relative size, but removes the size', () => {
    const out = root(normalizeSvg('<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="3em"/>'));
    expect(out.hasAttribute('viewBox')).toBe(false);
    expect(out.hasAttribute('width')).toBe(false);
  });

  it('leaves the size of inner elements alone', () => {
    const out = root(
      normalizeSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="4" height="2"/></svg>',
      ),
    );
    expect(out.querySelector('rect')?.getAttribute('width')).toBe('4');
  });

  it('declares the SVG namespace for markup without one', () => {
    const out = normalizeSvg('<svg width="8" height="8"><circle r="4"/></svg>');
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(root(out).getAttribute('viewBox')).toBe('0 0 8 8');
  });

  it('drops the XML prolog and returns an empty string without an <svg>', () => {
    const out = normalizeSvg(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="2"/>',
    );
    expect(out.startsWith('<svg')).toBe(true);
    expect(normalizeSvg('not svg')).toBe('');
  });
});
