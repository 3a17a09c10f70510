import type { EndpointName } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';

/** A valid body for each POST and PUT with one: the starting point of the bad-body mutations. */
export const VALID_BODIES: Partial<Record<EndpointName, { path: string; body: Record<string, unknown> }>> = {
  updateAdminRole: { path: '/api/admins/adm_demo0003/role', body: { role: 'admin' } },
  updateInvitationRole: { path: '/api/invitations/inv_demo0001/role', body: { role: 'supervisor' } },
  createInvitation: { path: '/api/invitations', body: { email: 'someone@example.com' } },
  acceptInvitation: {
    path: '/api/invitations/accept',
    body: { token: 'a-token-nobody-was-sent-0123456789' },
  },
  reportError: {
    path: '/api/errors',
    body: {
      message: 'boom',
      url: 'https://console.test/',
      occurredAt: '2026-11-21T10:00:00.000Z',
      userAgent: 'test',
    },
  },
  createSupportTicket: {
    path: '/api/support/tickets',
    body: { subject: 'Help', description: 'Please help', priority: 'low', channel: 'ticket' },
  },
  updateBranding: { path: '/api/branding', body: { name: 'Acme', logo: null, color: '#112233' } },
  updateDomain: { path: '/api/branding/domain', body: { domain: 'login.example.com' } },
  submitQuestionnaire: {
    path: '/api/accounts/questionnaire',
    body: {
      companyName: 'Acme',
      annualCallVolume: 'under-10k',
      currentAuthenticationMethod: 'otp',
      apps: ['passkeys'],
    },
  },
  saveCustomerLookup: {
    path: '/api/customer-lookup',
    body: {
      url: 'https://api.example.com/customers',
      method: 'GET',
      headers: [{ key: 'X-Key', value: 'v' }],
      customerPath: 'customers',
      customerId: 'id',
      titleTemplate: '{name}',
      descriptionTemplate: '{email}',
    },
  },
  testCustomerLookup: {
    path: '/api/customer-lookup/test',
    body: {
      url: 'https://api.example.com/customers',
      method: 'GET',
      headers: [],
      customerPath: 'customers',
      customerId: 'id',
      titleTemplate: '{name}',
      descriptionTemplate: '{email}',
      phoneNumber: '+14155550100',
    },
  },
  saveLogging: {
    path: '/api/logging',
    body: { destination: 'datadog', datadog: { apiKey: 'k', site: 'us1' } },
  },
  testLogging: {
    path: '/api/logging/test',
    body: { destination: 'rapid7', rapid7: { webhookUrl: 'https://x.example' } },
  },
  saveSms: {
    path: '/api/sms',
    body: { provider: 'twilio', twilio: { accountSid: 'AC1', authToken: 't', phoneNumber: '+14155550100' } },
  },
  saveSso: {
    path: '/api/sso',
    body: {
      provider: 'oidc',
      oidc: { discoveryUrl: 'https://idp.example', domain: 'example.com', clientId: 'c', clientSecret: 's' },
    },
  },
  authorizeSso: { path: '/api/sso/oauth/authorize', body: { email: 'a@example.com' } },
  completeSsoCallback: { path: '/api/sso/oauth/callback', body: { code: 'c', state: 's' } },
  completeOAuthCallback: { path: '/api/oauth/google/callback', body: { code: 'c', state: 's' } },
  authorizeOAuth: { path: '/api/oauth/google/authorize', body: { intent: 'sign-in' } },
  authenticateWebex: { path: '/api/webex/authenticate', body: { accessToken: 't' } },
  authenticateZoom: { path: '/api/zoom/context', body: { context: 'c' } },
  authorizeZoom: { path: '/api/zoom/authorize', body: { context: 'c' } },
  linkZoom: { path: '/api/zoom/link', body: { context: 'c', code: 'c', state: 's' } },
  startGhostMode: { path: '/api/watch-tower/ghost-mode', body: { accountId: DEMO_ACCOUNT_ID } },
  updateAppStatus: {
    path: `/api/watch-tower/accounts/${DEMO_ACCOUNT_ID}/apps/payments/status`,
    body: { status: 'enterprise' },
  },
  // No body schema: any body but nothing, {} or null is refused.
  startFreeTrial: { path: '/api/payments/billing/free-trial', body: {} },
  verifySsoDomain: { path: '/api/sso/domain/verify', body: {} },
  cancelSubscription: { path: '/api/payments/billing/cancel', body: {} },
  retryWebhookDelivery: { path: '/api/payments/webhooks/deliveries/whd_none/retry', body: {} },
  rotateWebhookSecret: { path: '/api/webhooks/secret/rotate', body: {} },
  saveGeneralSettings: {
    path: '/api/payments/settings/general',
    body: {
      displayName: 'Acme',
      linkExpiryMinutes: 15,
      language: 'en',
      redirectUrl: 'https://acme.example.com/done',
      completionMessage: 'Thank you',
    },
  },
  saveSmsContent: {
    path: '/api/payments/settings/sms-content',
    body: { template: '{companyName}: pay here {link}' },
  },
  addWebhookEndpoint: {
    path: '/api/payments/webhooks',
    body: { url: 'https://hooks.acme-corp.com/in', description: 'CRM', events: ['session.succeeded'] },
  },
  updateWebhookEndpoint: {
    path: '/api/payments/webhooks/whe_none',
    body: {
      url: 'https://hooks.acme-corp.com/in',
      description: '',
      events: ['session.failed'],
      status: 'disabled',
    },
  },
  sendWebhookTest: { path: '/api/payments/webhooks/whe_none/test', body: { event: 'session.succeeded' } },
  addProduct: {
    path: '/api/payments/products',
    body: {
      name: 'Replacement card',
      description: 'Sent by post',
      price: 1500,
      currency: 'USD',
      status: 'active',
    },
  },
  updateProduct: {
    path: '/api/payments/products/prod_none',
    body: { name: 'Replacement card', price: 1500, currency: 'USD', status: 'archived' },
  },
  refundPayment: {
    path: '/api/payments/payments/ses_none/refunds',
    body: { amount: 2000, reason: 'requested_by_customer' },
  },
  // The upload takes a multipart PDF: any JSON body is refused (400 "Only PDF files are accepted").
  uploadDocumentPdf: { path: '/api/document-signature/uploads', body: {} },
  createDocument: {
    path: '/api/document-signature/documents',
    body: {
      name: 'Account agreement',
      uploadId: 'upl_none',
      fields: [
        {
          type: 'signature',
          page: 1,
          x: 0.1,
          y: 0.8,
          width: 0.4,
          height: 0.08,
          label: 'Signature',
          required: true,
        },
        {
          type: 'text',
          page: 1,
          x: 0.1,
          y: 0.1,
          width: 0.4,
          height: 0.04,
          label: 'Reference',
          maxLength: 20,
        },
      ],
    },
  },
  addDocumentVersion: {
    path: '/api/document-signature/documents/doc_none/versions',
    body: {
      uploadId: 'upl_none',
      fields: [{ type: 'signature', page: 1, x: 0.1, y: 0.8, width: 0.4, height: 0.08, label: 'Signature' }],
    },
  },
  updateDocument: {
    path: '/api/document-signature/documents/doc_none',
    body: { currentVersion: 2, archived: false },
  },
  saveStorage: {
    path: '/api/document-signature/settings/storage',
    body: {
      mode: 's3',
      retentionDays: 90,
      deleteAfterDelivery: true,
      s3: {
        endpoint: 'https://s3.storage.example',
        region: 'eu-west-2',
        bucket: 'northwind-signed',
        prefix: '{app}/',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'secret',
      },
    },
  },
  testStorage: {
    path: '/api/document-signature/settings/storage/test',
    body: {
      mode: 'sftp',
      retentionDays: 30,
      deleteAfterDelivery: false,
      sftp: {
        host: 'sftp.storage.example',
        port: 22,
        username: 'northwind',
        authMethod: 'password',
        password: 'secret',
        directory: '/upload',
        hostKeyFingerprint: 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s',
      },
    },
  },
  connectStripe: { path: '/api/payments/provider/connect', body: { provider: 'stripe' } },
  completeStripeCallback: {
    path: '/api/payments/provider/callback',
    body: { code: 'ac_none', state: 'a-state-nobody-started' },
  },
  testPaymentProvider: {
    path: '/api/payments/provider/test',
    body: {
      provider: 'adyen',
      adyen: { apiKey: 'AQE_key', merchantAccount: 'NorthwindECOM', environment: 'test' },
    },
  },
  savePaymentProvider: {
    path: '/api/payments/provider',
    body: {
      provider: 'adyen',
      adyen: { apiKey: 'AQE_key', merchantAccount: 'NorthwindECOM', environment: 'test' },
    },
  },
};
