import { encodeSvgLogo } from '../../../branding/schemas';
import type { ContractGroup } from '../types';
import { DEMO_BRANDING, newestAuditEntry, refused } from '../facts';

const HOSTILE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onload="alert(1)">' +
  '<script>alert(1)</script><rect width="10" height="10" fill="#FF0000" onclick="alert(1)"/>' +
  '<a href="javascript:alert(1)"><text>x</text></a><use href="https://evil.example/x.svg#a"/>' +
  '<circle r="4" style="fill:url(#g);behavior:url(x.htc)"/></svg>';

/** What is left of it: the shapes, a viewBox from the size, the namespace. */
const STORED = {
  name: 'Northwind',
  logo:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">' +
    '<rect width="10" height="10" fill="#FF0000"/><use/><circle r="4"/></svg>',
  color: '#1A2B3C',
  domain: null,
  domainIsVerified: false,
};

export const brandingGroup: ContractGroup = {
  name: 'branding: name, colour and the SVG logo policy',
  steps: [
    {
      name: 'the account’s branding',
      call: 'getBranding',
      as: 'admin',
      path: '/branding',
      expect: { status: 200, body: DEMO_BRANDING },
    },
    {
      name: 'a logo is stored through the allow-list: no script, handler, outside link or size',
      call: 'updateBranding',
      as: 'admin',
      path: '/branding',
      body: { name: 'Northwind', logo: encodeSvgLogo(HOSTILE_LOGO), color: '#1a2b3c' },
      expect: { status: 200, body: STORED },
    },
    {
      name: 'the branding answers what was stored',
      call: 'getBranding',
      as: 'owner',
      path: '/branding',
      expect: { status: 200, body: STORED },
    },
    newestAuditEntry('written to the audit log', {
      admin: { firstName: 'Marcus', lastName: 'Reed' },
      namespace: 'global',
      description: 'Updated the branding',
      event: 'branding.updated',
    }),
    {
      name: 'an empty name and no logo: the account’s name, no logo',
      call: 'updateBranding',
      as: 'owner',
      path: '/branding',
      body: { name: '  ', logo: null, color: null },
      expect: {
        status: 200,
        body: { name: 'Northwind Contact', logo: null, color: null, domain: null, domainIsVerified: false },
      },
    },
    {
      name: 'markup that is not an SVG image is refused',
      call: 'updateBranding',
      as: 'owner',
      path: '/branding',
      body: { name: '', logo: encodeSvgLogo('<p>not a logo</p>'), color: null },
      expect: { status: 400, body: refused(400, 'VALIDATION_FAILED', 'logo: The logo must be an SVG image') },
    },
    {
      name: 'malformed SVG is refused',
      call: 'updateBranding',
      as: 'owner',
      path: '/branding',
      body: { name: '', logo: encodeSvgLogo('<svg><g></svg>'), color: null },
      expect: {
        status: 400,
        body: refused(400, 'VALIDATION_FAILED', 'logo: The logo is not valid SVG: tags do not match'),
      },
    },
    {
      name: 'a logo over 200 kB is refused',
      call: 'updateBranding',
      as: 'owner',
      path: '/branding',
      body: { name: '', logo: encodeSvgLogo(`<svg>${' '.repeat(210 * 1024)}</svg>`), color: null },
      expect: {
        status: 400,
        body: refused(400, 'VALIDATION_FAILED', 'logo: The logo must be at most 200 kB'),
      },
    },
    {
      name: 'a colour that is not hex is refused with the form’s words',
      call: 'updateBranding',
      as: 'owner',
      path: '/branding',
      body: { name: '', logo: null, color: 'blue' },
      expect: {
        status: 400,
        body: refused(400, 'VALIDATION_FAILED', 'color: Colour must be a hex value such as #1A2B3C'),
      },
    },
    {
      name: 'a supervisor may not see the branding settings',
      call: 'getBranding',
      as: 'supervisor',
      path: '/branding',
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
  ],
};
