import { describe, expect, it } from 'vitest';
import { extractSvgColors } from './extract-svg-colors';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

describe('extractSvgColors', () => {
  it('reads hex, rgb() and named fill and stroke colours as upper-case #RRGGBB', () => {
    const colors = extractSvgColors(
      svg('<rect fill="#1a2b3c"/><circle stroke="rgb(255, 102, 0)"/><path fill="teal"/><path fill="#abc"/>'),
    );
    expect(colors).toEqual(['#1A2B3C', '#FF6600', '#008080', '#AABBCC']);
  });

  it('reads gradient stops, style attributes and <style> rules', () => {
    const colors = extractSvgColors(
      svg(
        '<style>.a { fill: #112233; } .b{stroke:rgba(0,128,0,.5) !important}</style>' +
          '<stop stop-color="#445566"/><rect style="fill: crimson; stroke-width: 2"/>',
      ),
    );
    expect(colors).toEqual(['#112233', '#008000', '#445566', '#DC143C']);
  });

  it('leaves out black and white in every spelling, and repeats', () => {
    const colors = extractSvgColors(
      svg(
        '<rect fill="#000"/><rect fill="white"/><rect fill="rgb(0,0,0)"/><rect fill="#FFFFFF"/>' +
          '<rect fill="#1A2B3C"/><rect stroke="#1a2b3c"/><rect fill="BLACK"/>',
      ),
    );
    expect(colors).toEqual(['#1A2B3C']);
  });

  it('skips values that are not colours', () => {
    const colors = extractSvgColors(
      svg('<rect fill="none"/><rect fill="currentColor"/><rect fill="url(#g)"/><rect stroke="transparent"/>'),
    );
    expect(colors).toEqual([]);
  });

  it('reads the root element and markup without a namespace', () => {
    expect(extractSvgColors('<svg fill="#0a0b0c"><path/></svg>')).toEqual(['#0A0B0C']);
    expect(extractSvgColors('nothing')).toEqual([]);
  });
});
