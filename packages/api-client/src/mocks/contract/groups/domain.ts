import type { ContractGroup } from '../types';
import { DEMO_BRANDING, firstEntry, NOW, refused, TENANT } from '../facts';

const entry = (description: string, event: string) => ({
  id: '<generated>',
  timestamp: NOW,
  admin: { firstName: 'Olivia', lastName: 'Bennett' },
  namespace: 'global',
  description,
  event,
});

export const domainGroup: ContractGroup = {
  name: 'custom domain: CNAME check, one account per domain, change and removal',
  cname: {
    'login.northwind-contact.com': 'cdn.console.example.',
    'www.northwind-contact.com': 'cdn.console.example.',
    'wrong.northwind-contact.com': 'elsewhere.example.',
  },
  steps: [
    {
      name: 'a CNAME that points elsewhere: DNS_INVALID with the spec words, nothing stored',
      call: 'updateDomain',
      as: 'owner',
      path: '/branding/domain',
      body: { domain: 'wrong.northwind-contact.com' },
      expect: {
        status: 400,
        body: refused(400, 'DNS_INVALID', "DNS settings are invalid or haven't propagated yet"),
      },
    },
    {
      name: 'no CNAME at all: the same',
      call: 'updateDomain',
      as: 'owner',
      path: '/branding/domain',
      body: { domain: 'missing.northwind-contact.com' },
      expect: {
        status: 400,
        body: refused(400, 'DNS_INVALID', "DNS settings are invalid or haven't propagated yet"),
      },
    },
    {
      name: 'a name that is not a lowercase hostname is refused with the form’s words',
      call: 'updateDomain',
      as: 'owner',
      path: '/branding/domain',
      body: { domain: 'Login.Northwind-Contact.com' },
      expect: {
        status: 400,
        body: refused(400, 'VALIDATION_FAILED', 'domain: Enter a domain such as login.example.com'),
      },
    },
    {
      name: 'a domain pointing at the CDN is set up, verifying',
      call: 'updateDomain',
      as: 'owner',
      path: '/branding/domain',
      body: { domain: 'login.northwind-contact.com' },
      expect: {
        status: 200,
        body: { ...DEMO_BRANDING, domain: 'login.northwind-contact.com', domainIsVerified: false },
      },
    },
    {
      name: 'written to the audit log',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      generated: ['*.id'],
      expect: {
        status: 200,
        view: firstEntry,
        body: entry('Set up the custom domain login.northwind-contact.com', 'domain.updated'),
      },
    },
    {
      name: 'another account cannot take the domain',
      call: 'updateDomain',
      as: { ghostOf: TENANT.id },
      path: '/branding/domain',
      body: { domain: 'login.northwind-contact.com' },
      expect: { status: 409, body: refused(409, 'CONFLICT', 'This domain is used by another account') },
    },
    {
      name: 'the domain changes',
      call: 'updateDomain',
      as: 'owner',
      path: '/branding/domain',
      body: { domain: 'www.northwind-contact.com' },
      expect: {
        status: 200,
        body: { ...DEMO_BRANDING, domain: 'www.northwind-contact.com', domainIsVerified: false },
      },
    },
    {
      name: 'from one to the other, in the audit log',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      generated: ['*.id'],
      expect: {
        status: 200,
        view: firstEntry,
        body: entry(
          'Changed the custom domain from login.northwind-contact.com to www.northwind-contact.com',
          'domain.updated',
        ),
      },
    },
    {
      name: 'the domain is removed',
      call: 'removeDomain',
      as: 'owner',
      path: '/branding/domain',
      expect: { status: 200, body: DEMO_BRANDING },
    },
    {
      name: 'removing no domain changes nothing and records nothing',
      call: 'removeDomain',
      as: 'owner',
      path: '/branding/domain',
      expect: { status: 200, body: DEMO_BRANDING },
    },
    {
      name: 'one removal in the audit log',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      generated: ['*.id'],
      expect: {
        status: 200,
        view: (entries) => (entries as unknown[]).slice(0, 2),
        headers: { 'x-count': '203' },
        body: [
          entry('Removed the custom domain www.northwind-contact.com', 'domain.removed'),
          entry(
            'Changed the custom domain from login.northwind-contact.com to www.northwind-contact.com',
            'domain.updated',
          ),
        ],
      },
    },
  ],
};
