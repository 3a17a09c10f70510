import type { ContractGroup } from '../types';
import { NOW, refused, TENANT } from '../facts';

const NONE = { azure: null, okta: null, oidc: null };
const OKTA = {
  tenant: 'northwind',
  domain: 'Northwind-Contact.com',
  clientId: '0oa1b2c3d4',
  clientSecret: 'okta-secret',
};
const RECORD = '_console-verify.northwind-contact.com';
const PROOF = { domain: 'northwind-contact.com', recordName: RECORD, recordValue: '<generated>' };

export const ssoGroup: ContractGroup = {
  name: 'single sign-on: one provider, the client secret never answered, the domain proven by a TXT record',
  steps: [
    {
      name: 'no provider',
      call: 'getSso',
      as: 'admin',
      path: '/sso',
      expect: { status: 200, body: NONE },
    },
    {
      name: 'no domain to prove',
      call: 'getSsoDomain',
      as: 'admin',
      path: '/sso/domain',
      expect: { status: 200, body: null },
    },
    {
      name: 'nothing to verify',
      call: 'verifySsoDomain',
      as: 'admin',
      path: '/sso/domain/verify',
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Single sign-on is not configured') },
    },
    {
      name: 'a public mail domain is never an SSO domain',
      call: 'saveSso',
      as: 'admin',
      path: '/sso',
      body: { provider: 'okta', okta: { ...OKTA, domain: 'Gmail.com' } },
      expect: {
        status: 400,
        body: refused(
          400,
          'VALIDATION_FAILED',
          'okta.domain: A public e-mail domain such as gmail.com cannot be used for SSO',
        ),
      },
    },
    {
      name: 'Okta is configured',
      call: 'saveSso',
      as: 'admin',
      path: '/sso',
      body: { provider: 'okta', okta: OKTA },
      expect: { status: 201, text: '' },
    },
    {
      name: 'answered without its client secret',
      call: 'getSso',
      as: 'owner',
      path: '/sso',
      expect: {
        status: 200,
        body: {
          ...NONE,
          okta: { tenant: 'northwind', domain: 'northwind-contact.com', clientId: '0oa1b2c3d4' },
        },
      },
    },
    {
      name: 'one provider at a time',
      call: 'saveSso',
      as: 'admin',
      path: '/sso',
      body: {
        provider: 'oidc',
        oidc: {
          discoveryUrl: 'https://id.example.com',
          domain: 'northwind-contact.com',
          clientId: 'c',
          clientSecret: 's',
        },
      },
      expect: {
        status: 409,
        body: refused(409, 'CONFLICT', 'Disable the current provider to enable this one'),
      },
    },
    {
      name: 'the TXT record that proves the domain',
      call: 'getSsoDomain',
      as: 'admin',
      path: '/sso/domain',
      generated: ['recordValue'],
      expect: { status: 200, body: { ...PROOF, verified: false } },
    },
    {
      name: 'an unproven domain signs no one in',
      call: 'authorizeSso',
      as: 'none',
      path: '/sso/oauth/authorize',
      body: { email: 'olivia.bennett@northwind-contact.com' },
      expect: {
        status: 404,
        body: refused(404, 'SSO_NOT_CONFIGURED', 'SSO is not configured for this email address'),
      },
    },
    {
      name: 'verifying before the record is published',
      call: 'verifySsoDomain',
      as: 'admin',
      path: '/sso/domain/verify',
      expect: {
        status: 400,
        body: refused(
          400,
          'DNS_INVALID',
          `The TXT record ${RECORD} was not found. DNS changes can take a while to propagate: try again later.`,
        ),
      },
    },
    { name: 'the customer publishes the record', world: 'publish-sso-record' },
    {
      name: 'the domain is proven',
      call: 'verifySsoDomain',
      as: 'admin',
      path: '/sso/domain/verify',
      generated: ['recordValue'],
      expect: { status: 201, body: { ...PROOF, verified: true } },
    },
    {
      name: 'written to the audit log',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      generated: ['*.id'],
      expect: {
        status: 200,
        view: (entries) => (entries as unknown[])[0],
        body: {
          id: '<generated>',
          timestamp: NOW,
          admin: { firstName: 'Marcus', lastName: 'Reed' },
          namespace: 'global',
          description: 'Verified the single sign-on domain northwind-contact.com',
          event: 'sso.domain-verified',
        },
      },
    },
    {
      name: 'a proven domain belongs to one account',
      call: 'saveSso',
      as: { ghostOf: TENANT.id },
      path: '/sso',
      body: { provider: 'okta', okta: { ...OKTA, tenant: 'other' } },
      expect: {
        status: 409,
        body: refused(409, 'CONFLICT', 'This domain already signs in to another account'),
      },
    },
    {
      name: 'disconnecting',
      call: 'removeSso',
      as: 'admin',
      path: '/sso',
      body: { provider: 'okta' },
      expect: { status: 200, text: '' },
    },
    {
      name: 'no provider, no domain',
      call: 'getSsoDomain',
      as: 'admin',
      path: '/sso/domain',
      expect: { status: 200, body: null },
    },
    {
      name: 'configured again, the domain must be proven again',
      call: 'saveSso',
      as: 'admin',
      path: '/sso',
      body: { provider: 'okta', okta: OKTA },
      expect: { status: 201, text: '' },
    },
    {
      name: 'with the same record',
      call: 'getSsoDomain',
      as: 'admin',
      path: '/sso/domain',
      generated: ['recordValue'],
      expect: { status: 200, body: { ...PROOF, verified: false } },
    },
    {
      name: 'the log: configured, verified, disconnected, configured',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      expect: {
        status: 200,
        view: (entries) =>
          (entries as { description: string }[]).slice(0, 4).map((entry) => entry.description),
        body: [
          'Okta has been configured',
          'Okta has been disconnected',
          'Verified the single sign-on domain northwind-contact.com',
          'Okta has been configured',
        ],
      },
    },
  ],
};
