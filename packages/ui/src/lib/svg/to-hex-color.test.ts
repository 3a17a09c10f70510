import { describe, expect, it } from 'vitest';
import { toHexColor } from './to-hex-color';

describe('toHexColor', () => {
  it.each([
    ['#1a2b3c', '#1A2B3C'],
    ['#abc', '#AABBCC'],
    ['#abcd', '#AABBCC'],
    ['#1a2b3c80', '#1A2B3C'],
    [' #FFF ', '#FFFFFF'],
    ['rgb(26, 43, 60)', '#1A2B3C'],
    ['rgb(26 43 60)', '#1A2B3C'],
    ['rgba(26,43,60,0.5)', '#1A2B3C'],
    ['rgb(26 43 60 / 50%)', '#1A2B3C'],
    ['rgb(100%, 0%, 50%)', '#FF0080'],
    ['rgb(300, -4, 0)', '#FF0000'],
    ['RebeccaPurple', '#663399'],
    ['mediumpurple', '#9370DB'],
    ['lightgray', '#D3D3D3'],
    ['lightgrey', '#D3D3D3'],
    ['darkgrey', '#A9A9A9'],
  ])('reads %s as %s', (value, hex) => {
    expect(toHexColor(value)).toBe(hex);
  });

  it.each(['none', 'currentColor', 'inherit', 'transparent', 'url(#gradient)', '#12', '#12345', 'rgb(1,2)'])(
    'does not read %s as a colour',
    (value) => {
      expect(toHexColor(value)).toBeUndefined();
    },
  );

  it('leaves out fully transparent colours', () => {
    expect(toHexColor('rgba(255, 0, 0, 0)')).toBeUndefined();
    expect(toHexColor('#ff000000')).toBeUndefined();
    expect(toHexColor('#f000')).toBeUndefined();
  });
});
