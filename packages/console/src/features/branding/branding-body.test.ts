import { decodeSvgLogo } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { toBrandingBody } from './branding-body';

const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>Café ✓</text></svg>';

describe('toBrandingBody', () => {
  it('base64-encodes the logo markup, UTF-8 safe', () => {
    const body = toBrandingBody({ name: 'Northwind', logo, color: '#5B3FD9' });
    expect(body.logo).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeSvgLogo(body.logo ?? '')).toBe(logo);
  });

  it('trims the name and upper-cases the colour', () => {
    expect(toBrandingBody({ name: '  Northwind  ', logo: null, color: '#5b3fd9' })).toEqual({
      name: 'Northwind',
      logo: null,
      color: '#5B3FD9',
    });
  });

  it('sends an unset logo and colour as null', () => {
    expect(toBrandingBody({ name: '', logo: null, color: null })).toEqual({
      name: '',
      logo: null,
      color: null,
    });
  });

  it('refuses a colour that is not #RRGGBB', () => {
    expect(() => toBrandingBody({ name: 'x', logo: null, color: '#12' })).toThrow(/hex value/);
  });
});
