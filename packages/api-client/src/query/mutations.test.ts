import type { MutationObserverOptions, QueryKey } from '@tanstack/react-query';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminKeys } from '../admins/keys';
import { addProductMutationOptions } from '../products/add-product';
import { deleteProductMutationOptions } from '../products/delete-product';
import { productKeys } from '../products/keys';
import { addDocumentVersionMutationOptions } from '../documents/add-document-version';
import { createDocumentMutationOptions } from '../documents/create-document';
import { documentKeys } from '../documents/keys';
import { updateDocumentMutationOptions } from '../documents/update-document';
import { uploadDocumentPdfMutationOptions } from '../documents/upload-document-pdf';
import * as documentFixtures from '../test/document-fixtures';
import { updateProductMutationOptions } from '../products/update-product';
import { appSessionKeys } from '../app-sessions/keys';
import { refundPaymentMutationOptions } from '../refunds/refund-payment';
import { storageKeys } from '../storage/keys';
import { removeStorageMutationOptions } from '../storage/remove-storage';
import { saveStorageMutationOptions } from '../storage/save-storage';
import { testStorageMutationOptions } from '../storage/test-storage';
import { completeStripeCallbackMutationOptions } from '../payment-provider/complete-stripe-callback';
import { connectStripeMutationOptions } from '../payment-provider/connect-stripe';
import { disconnectPaymentProviderMutationOptions } from '../payment-provider/disconnect-payment-provider';
import { paymentProviderKeys } from '../payment-provider/keys';
import { savePaymentProviderMutationOptions } from '../payment-provider/save-payment-provider';
import { testPaymentProviderMutationOptions } from '../payment-provider/test-payment-provider';
import { removeAdminMutationOptions } from '../admins/remove-admin';
import { updateAdminRoleMutationOptions } from '../admins/update-admin-role';
import { exportAuditLogMutationOptions } from '../audit-log/export-audit-log';
import { auditLogKeys } from '../audit-log/keys';
import { authenticateWebexMutationOptions } from '../auth/authenticate-webex';
import { authenticateZoomMutationOptions } from '../auth/authenticate-zoom';
import { authorizeZoomMutationOptions } from '../auth/authorize-zoom';
import { linkZoomMutationOptions } from '../auth/link-zoom';
import { authorizeOAuthMutationOptions } from '../auth/authorize-oauth';
import { authorizeSsoMutationOptions } from '../auth/authorize-sso';
import { completeOAuthCallbackMutationOptions } from '../auth/complete-oauth-callback';
import { completeSsoCallbackMutationOptions } from '../auth/complete-sso-callback';
import { exportSessionsMutationOptions } from '../app-sessions/export-sessions';
import { cancelSubscriptionMutationOptions } from '../app-settings/cancel-subscription';
import { resetSmsContentMutationOptions } from '../app-settings/reset-sms-content';
import { saveGeneralSettingsMutationOptions } from '../app-settings/save-general-settings';
import { saveSmsContentMutationOptions } from '../app-settings/save-sms-content';
import { addWebhookEndpointMutationOptions } from '../webhooks/add-webhook-endpoint';
import { deleteWebhookEndpointMutationOptions } from '../webhooks/delete-webhook-endpoint';
import { webhookKeys } from '../webhooks/keys';
import { retryWebhookDeliveryMutationOptions } from '../webhooks/retry-webhook-delivery';
import { rotateWebhookSecretMutationOptions } from '../webhooks/rotate-webhook-secret';
import { sendWebhookTestMutationOptions } from '../webhooks/send-webhook-test';
import { updateWebhookEndpointMutationOptions } from '../webhooks/update-webhook-endpoint';
import { passkeyKeys } from '../passkeys/keys';
import { revokePasskeyEnrollmentMutationOptions } from '../passkeys/revoke-passkey-enrollment';
import { billingKeys } from '../billing/keys';
import { startFreeTrialMutationOptions } from '../billing/start-free-trial';
import { brandingKeys } from '../branding/keys';
import { updateBrandingMutationOptions } from '../branding/update-branding';
import { removeDomainMutationOptions } from '../branding/remove-domain';
import { updateDomainMutationOptions } from '../branding/update-domain';
import { createClient } from '../client/create-client';
import { customerLookupKeys } from '../customer-lookup/keys';
import { removeCustomerLookupMutationOptions } from '../customer-lookup/remove-customer-lookup';
import { saveCustomerLookupMutationOptions } from '../customer-lookup/save-customer-lookup';
import { testCustomerLookupMutationOptions } from '../customer-lookup/test-customer-lookup';
import { developerKeys } from '../developers/keys';
import { reportErrorMutationOptions } from '../crash-reports/report-error';
import { acceptInvitationMutationOptions } from '../invitations/accept-invitation';
import { createInvitationMutationOptions } from '../invitations/create-invitation';
import { invitationKeys } from '../invitations/keys';
import { revokeInvitationMutationOptions } from '../invitations/revoke-invitation';
import { updateInvitationRoleMutationOptions } from '../invitations/update-invitation-role';
import { loggingKeys } from '../logging/keys';
import { removeLoggingMutationOptions } from '../logging/remove-logging';
import { saveLoggingMutationOptions } from '../logging/save-logging';
import { testLoggingMutationOptions } from '../logging/test-logging';
import { submitQuestionnaireMutationOptions } from '../onboarding/submit-questionnaire';
import { endGhostModeMutationOptions } from '../session/end-ghost-mode';
import { sessionKeys } from '../session/keys';
import type { Bootstrap } from '../session/schemas';
import { signOutMutationOptions } from '../session/sign-out';
import { smsKeys } from '../sms/keys';
import { removeSmsMutationOptions } from '../sms/remove-sms';
import { saveSmsMutationOptions } from '../sms/save-sms';
import { ssoKeys } from '../sso/keys';
import { removeSsoMutationOptions } from '../sso/remove-sso';
import { saveSsoMutationOptions } from '../sso/save-sso';
import { verifySsoDomainMutationOptions } from '../sso/verify-sso-domain';
import { createSupportTicketMutationOptions } from '../support/create-support-ticket';
import { supportTicketKeys } from '../support/keys';
import { BASE, cases, successHandlers } from '../test/call-cases';
import * as fixtures from '../test/fixtures';
import { setupMswServer } from '../test/msw-server';
import { watchTowerKeys } from '../watch-tower/keys';
import { startGhostModeMutationOptions } from '../watch-tower/start-ghost-mode';
import { updateAppStatusMutationOptions } from '../watch-tower/update-app-status';
import type { WatchTowerAccountDetail } from '../watch-tower/schemas';

const server = setupMswServer();
const client = createClient({ baseUrl: BASE, timeZone: 'UTC' });
const acc = 'acc_1';
const other = 'acc_2';

/** Every cached query a console could hold, for this account and another one. */
const seededKeys: QueryKey[] = [
  sessionKeys.bootstrap(),
  ...[acc, other].flatMap((id) => [
    adminKeys.list(id),
    invitationKeys.list(id),
    brandingKeys.detail(id),
    billingKeys.usage(id, 'passkeys'),
    billingKeys.usage(id, 'e-form'),
    billingKeys.usage(id, 'payments'),
    webhookKeys.endpoints(id, 'passkeys'),
    webhookKeys.endpoints(id, 'e-form'),
    webhookKeys.deliveries(id, 'passkeys', fixtures.webhookDelivery.endpointId),
    passkeyKeys.enrollmentList(id, { status: 'active' }),
    productKeys.list(id, { status: 'all', limit: 25 }),
    documentKeys.list(id, { status: 'all', limit: 25 }),
    storageKeys.settings(id, 'document-signature'),
    storageKeys.settings(id, 'identity-verification'),
    paymentProviderKeys.state(id),
    appSessionKeys.detail(id, 'payments', 'ses_1'),
    appSessionKeys.summary(id, 'payments', 30),
    appSessionKeys.detail(id, 'passkeys', 'ses_1'),
    auditLogKeys.page(id, null),
    customerLookupKeys.config(id),
    loggingKeys.configs(id),
    smsKeys.config(id),
    ssoKeys.configs(id),
    ssoKeys.domain(id),
    developerKeys.account(id),
    watchTowerKeys.account(id),
    watchTowerKeys.accountStatistics(id),
  ]),
  watchTowerKeys.accountList(),
  watchTowerKeys.summaryStatistics(),
  supportTicketKeys.pages(),
];

let queryClient: QueryClient;
beforeEach(() => {
  server.use(...successHandlers());
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  for (const key of seededKeys)
    queryClient.setQueryData(key, key === seededKeys[0] ? fixtures.bootstrap : {});
  queryClient.setQueryData(watchTowerKeys.account(acc), fixtures.watchTowerDetail);
});

function invalidatedKeys(): QueryKey[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

function run(options: object, variables: unknown) {
  const typed = options as MutationObserverOptions<unknown, Error, unknown>;
  return new MutationObserver(queryClient, typed).mutate(variables);
}

const input = (name: keyof typeof cases): unknown => cases[name].body;

/** Each mutation helper, what it sends, and exactly which cached queries it invalidates. */
const table = [
  {
    name: 'updateAdminRole',
    options: updateAdminRoleMutationOptions(client, acc),
    variables: { id: 'adm_1', role: 'supervisor' },
    invalidates: [adminKeys.list(acc)],
  },
  {
    name: 'removeAdmin',
    options: removeAdminMutationOptions(client, acc),
    variables: { id: 'adm_1' },
    invalidates: [adminKeys.list(acc)],
  },
  {
    name: 'createInvitation',
    options: createInvitationMutationOptions(client, acc),
    variables: input('createInvitation'),
    invalidates: [invitationKeys.list(acc)],
  },
  {
    name: 'updateInvitationRole',
    options: updateInvitationRoleMutationOptions(client, acc),
    variables: { id: 'inv_1', role: 'supervisor' },
    invalidates: [invitationKeys.list(acc)],
  },
  {
    name: 'revokeInvitation',
    options: revokeInvitationMutationOptions(client, acc),
    variables: input('revokeInvitation'),
    invalidates: [invitationKeys.list(acc)],
  },
  {
    name: 'startFreeTrial',
    options: startFreeTrialMutationOptions(client, acc),
    variables: { app: 'e-form' },
    invalidates: [billingKeys.usage(acc, 'e-form')],
  },
  {
    name: 'updateBranding',
    options: updateBrandingMutationOptions(client, acc),
    variables: input('updateBranding'),
    invalidates: [brandingKeys.detail(acc)],
  },
  {
    name: 'updateDomain',
    options: updateDomainMutationOptions(client, acc),
    variables: input('updateDomain'),
    invalidates: [brandingKeys.detail(acc)],
  },
  {
    name: 'saveCustomerLookup',
    options: saveCustomerLookupMutationOptions(client, acc),
    variables: input('saveCustomerLookup'),
    invalidates: [customerLookupKeys.config(acc)],
  },
  {
    name: 'removeCustomerLookup',
    options: removeCustomerLookupMutationOptions(client, acc),
    variables: undefined,
    invalidates: [customerLookupKeys.config(acc)],
  },
  {
    name: 'testCustomerLookup',
    options: testCustomerLookupMutationOptions(client, acc),
    variables: input('testCustomerLookup'),
    invalidates: [],
  },
  {
    name: 'saveLogging',
    options: saveLoggingMutationOptions(client, acc),
    variables: input('saveLogging'),
    invalidates: [loggingKeys.configs(acc)],
  },
  {
    name: 'testLogging',
    options: testLoggingMutationOptions(client, acc),
    variables: input('testLogging'),
    invalidates: [],
  },
  {
    name: 'removeLogging',
    options: removeLoggingMutationOptions(client, acc),
    variables: input('removeLogging'),
    invalidates: [loggingKeys.configs(acc)],
  },
  {
    name: 'saveSms',
    options: saveSmsMutationOptions(client, acc),
    variables: input('saveSms'),
    invalidates: [smsKeys.config(acc)],
  },
  {
    name: 'removeSms',
    options: removeSmsMutationOptions(client, acc),
    variables: undefined,
    invalidates: [smsKeys.config(acc)],
  },
  {
    name: 'saveSso',
    options: saveSsoMutationOptions(client, acc),
    variables: input('saveSso'),
    invalidates: [ssoKeys.configs(acc), ssoKeys.domain(acc)],
  },
  {
    name: 'removeSso',
    options: removeSsoMutationOptions(client, acc),
    variables: input('removeSso'),
    invalidates: [ssoKeys.configs(acc), ssoKeys.domain(acc)],
  },
  {
    name: 'verifySsoDomain',
    options: verifySsoDomainMutationOptions(client, acc),
    variables: undefined,
    invalidates: [],
  },
  {
    name: 'updateAppStatus',
    options: updateAppStatusMutationOptions(client),
    variables: { accountId: acc, app: 'payments', status: 'enterprise' },
    invalidates: [watchTowerKeys.accountList()],
  },
  {
    name: 'submitQuestionnaire',
    options: submitQuestionnaireMutationOptions(client),
    variables: input('submitQuestionnaire'),
    invalidates: [],
  },
  {
    name: 'exportAuditLog',
    options: exportAuditLogMutationOptions(client, acc),
    variables: {},
    invalidates: [],
  },
  { name: 'signOut', options: signOutMutationOptions(client), variables: undefined, invalidates: [] },
  {
    name: 'endGhostMode',
    options: endGhostModeMutationOptions(client),
    variables: undefined,
    invalidates: [],
  },
  {
    name: 'startGhostMode',
    options: startGhostModeMutationOptions(client),
    variables: input('startGhostMode'),
    invalidates: [],
  },
  {
    name: 'authorizeSso',
    options: authorizeSsoMutationOptions(client),
    variables: input('authorizeSso'),
    invalidates: [],
  },
  {
    name: 'completeSsoCallback',
    options: completeSsoCallbackMutationOptions(client),
    variables: input('completeSsoCallback'),
    invalidates: [],
  },
  {
    name: 'completeOAuthCallback',
    options: completeOAuthCallbackMutationOptions(client),
    variables: { provider: 'google', code: 'c', state: 's' },
    invalidates: [],
  },
  {
    name: 'authorizeOAuth',
    options: authorizeOAuthMutationOptions(client),
    variables: { provider: 'azure', intent: 'sign-up' },
    invalidates: [],
  },
  {
    name: 'authenticateWebex',
    options: authenticateWebexMutationOptions(client),
    variables: input('authenticateWebex'),
    invalidates: [],
  },
  {
    name: 'authenticateZoom',
    options: authenticateZoomMutationOptions(client),
    variables: input('authenticateZoom'),
    invalidates: [],
  },
  {
    name: 'authorizeZoom',
    options: authorizeZoomMutationOptions(client),
    variables: input('authorizeZoom'),
    invalidates: [],
  },
  {
    name: 'linkZoom',
    options: linkZoomMutationOptions(client),
    variables: input('linkZoom'),
    invalidates: [],
  },
  {
    name: 'removeDomain',
    options: removeDomainMutationOptions(client, acc),
    variables: undefined,
    invalidates: [brandingKeys.detail(acc)],
  },
  {
    name: 'acceptInvitation',
    options: acceptInvitationMutationOptions(client),
    variables: input('acceptInvitation'),
    invalidates: [],
  },
  {
    name: 'reportError',
    options: reportErrorMutationOptions(client),
    variables: input('reportError'),
    invalidates: [],
  },
  {
    name: 'createSupportTicket',
    options: createSupportTicketMutationOptions(client),
    variables: { subject: 'Help', description: 'It broke', priority: 'high' },
    invalidates: [supportTicketKeys.pages()],
  },
  {
    name: 'exportSessions',
    options: exportSessionsMutationOptions(client, acc, 'document-signature'),
    variables: { from: '2026-11-01T04:00:00.000Z' },
    invalidates: [],
  },
  {
    name: 'saveGeneralSettings',
    options: saveGeneralSettingsMutationOptions(client, acc, 'e-form'),
    variables: fixtures.generalSettings,
    invalidates: [],
  },
  {
    name: 'saveSmsContent',
    options: saveSmsContentMutationOptions(client, acc, 'passkeys'),
    variables: { template: 'Hi from {companyName}: {link}' },
    invalidates: [],
  },
  {
    name: 'resetSmsContent',
    options: resetSmsContentMutationOptions(client, acc, 'passkeys'),
    variables: undefined,
    invalidates: [],
  },
  {
    name: 'cancelSubscription',
    options: cancelSubscriptionMutationOptions(client, acc),
    variables: { app: 'payments' },
    invalidates: [billingKeys.usage(acc, 'payments')],
  },
  {
    name: 'addWebhookEndpoint',
    options: addWebhookEndpointMutationOptions(client, acc, 'passkeys'),
    variables: fixtures.webhookEndpointBody,
    invalidates: [webhookKeys.endpoints(acc, 'passkeys')],
  },
  {
    name: 'updateWebhookEndpoint',
    options: updateWebhookEndpointMutationOptions(client, acc, 'passkeys'),
    variables: { id: 'whe_1', endpoint: { ...fixtures.webhookEndpointBody, status: 'disabled' } },
    invalidates: [webhookKeys.endpoints(acc, 'passkeys')],
  },
  {
    name: 'deleteWebhookEndpoint',
    options: deleteWebhookEndpointMutationOptions(client, acc, 'passkeys'),
    variables: { id: 'whe_1' },
    invalidates: [webhookKeys.endpoints(acc, 'passkeys')],
  },
  {
    name: 'sendWebhookTest',
    options: sendWebhookTestMutationOptions(client, acc, 'passkeys'),
    variables: { id: 'whe_1', event: 'session.succeeded' },
    invalidates: [webhookKeys.endpoints(acc, 'passkeys'), webhookKeys.deliveries(acc, 'passkeys', 'whe_1')],
  },
  {
    name: 'retryWebhookDelivery',
    options: retryWebhookDeliveryMutationOptions(client, acc, 'passkeys'),
    variables: { id: 'whd_1' },
    invalidates: [webhookKeys.deliveries(acc, 'passkeys', fixtures.webhookDelivery.endpointId)],
  },
  {
    name: 'rotateWebhookSecret',
    options: rotateWebhookSecretMutationOptions(client, acc),
    variables: undefined,
    invalidates: [],
  },
  {
    name: 'revokePasskeyEnrollment',
    options: revokePasskeyEnrollmentMutationOptions(client, acc),
    variables: { id: 'pk_1' },
    invalidates: [passkeyKeys.enrollmentList(acc, { status: 'active' })],
  },
  {
    name: 'addProduct',
    options: addProductMutationOptions(client, acc),
    variables: fixtures.productBody,
    invalidates: [productKeys.list(acc, { status: 'all', limit: 25 })],
  },
  {
    name: 'updateProduct',
    options: updateProductMutationOptions(client, acc),
    variables: { id: 'prod_1', update: { status: 'archived' } },
    invalidates: [productKeys.list(acc, { status: 'all', limit: 25 })],
  },
  {
    name: 'deleteProduct',
    options: deleteProductMutationOptions(client, acc),
    variables: { id: 'prod_1' },
    invalidates: [productKeys.list(acc, { status: 'all', limit: 25 })],
  },
  // Document signature › Documents: an upload changes no list until a document or a version uses it.
  {
    name: 'uploadDocumentPdf',
    options: uploadDocumentPdfMutationOptions(client, acc),
    variables: { file: new Blob(['%PDF-1.7 x'], { type: 'application/pdf' }) },
    invalidates: [],
  },
  {
    name: 'createDocument',
    options: createDocumentMutationOptions(client, acc),
    variables: documentFixtures.documentBody,
    invalidates: [documentKeys.list(acc, { status: 'all', limit: 25 })],
  },
  {
    name: 'addDocumentVersion',
    options: addDocumentVersionMutationOptions(client, acc),
    variables: { id: 'doc_1', version: { fields: [documentFixtures.documentField] } },
    invalidates: [documentKeys.list(acc, { status: 'all', limit: 25 })],
  },
  {
    name: 'updateDocument',
    options: updateDocumentMutationOptions(client, acc),
    variables: { id: 'doc_1', update: { archived: true } },
    invalidates: [documentKeys.list(acc, { status: 'all', limit: 25 })],
  },
  {
    name: 'saveStorage',
    options: saveStorageMutationOptions(client, acc, 'document-signature'),
    variables: fixtures.storageS3Body,
    invalidates: [storageKeys.settings(acc, 'document-signature')],
  },
  {
    name: 'testStorage',
    options: testStorageMutationOptions(client, acc, 'document-signature'),
    variables: fixtures.storageS3Body,
    invalidates: [],
  },
  {
    name: 'removeStorage',
    options: removeStorageMutationOptions(client, acc, 'document-signature'),
    variables: undefined,
    invalidates: [storageKeys.settings(acc, 'document-signature')],
  },
  {
    name: 'connectStripe',
    options: connectStripeMutationOptions(client, acc),
    variables: undefined,
    invalidates: [],
  },
  {
    name: 'completeStripeCallback',
    options: completeStripeCallbackMutationOptions(client, acc),
    variables: { code: 'ac_1', state: 's1' },
    invalidates: [paymentProviderKeys.state(acc)],
  },
  {
    name: 'testPaymentProvider',
    options: testPaymentProviderMutationOptions(client, acc),
    variables: fixtures.adyenBody,
    invalidates: [],
  },
  {
    name: 'savePaymentProvider',
    options: savePaymentProviderMutationOptions(client, acc),
    variables: fixtures.adyenBody,
    invalidates: [paymentProviderKeys.state(acc)],
  },
  {
    name: 'disconnectPaymentProvider',
    options: disconnectPaymentProviderMutationOptions(client, acc),
    variables: undefined,
    invalidates: [paymentProviderKeys.state(acc)],
  },
  // A refund changes the payment's row and drawer, not the dashboard's counts or another app's sessions.
  {
    name: 'refundPayment',
    options: refundPaymentMutationOptions(client, acc),
    variables: { id: 'ses_1', amount: 2000, reason: 'requested_by_customer' },
    invalidates: [appSessionKeys.detail(acc, 'payments', 'ses_1')],
  },
];

describe('mutation helpers', () => {
  it('cover every call that is not a query', () => {
    const queries = Object.keys(cases).filter(
      (name) => /^(get|list|search)/.test(name) && name !== 'getAuditLogPage',
    );
    expect(table.length + queries.length + 1).toBe(Object.keys(cases).length);
  });

  it.each(table)('$name invalidates only its own queries, through the key factory', async (row) => {
    await run(row.options, row.variables);
    expect(invalidatedKeys()).toEqual(row.invalidates);
  });

  it('verifySsoDomain puts the proven domain into its query', async () => {
    await run(verifySsoDomainMutationOptions(client, acc), undefined);
    expect(queryClient.getQueryData(ssoKeys.domain(acc))).toMatchObject({ verified: true });
  });

  it('startFreeTrial puts the returned billing into the bootstrap', async () => {
    await run(startFreeTrialMutationOptions(client, acc), { app: 'e-form' });
    const bootstrap = queryClient.getQueryData<Bootstrap>(sessionKeys.bootstrap());
    expect(bootstrap?.billing['e-form']).toEqual({ status: 'free-trial' });
    expect(bootstrap?.billing.passkeys).toEqual(fixtures.billing.passkeys);
  });

  it('updateDomain puts the returned branding into the bootstrap', async () => {
    await run(updateDomainMutationOptions(client, acc), { domain: 'login.acme.com' });
    expect(queryClient.getQueryData<Bootstrap>(sessionKeys.bootstrap())?.branding.domainIsVerified).toBe(
      true,
    );
  });

  it('updateAppStatus replaces the shown status with the returned one', async () => {
    await run(updateAppStatusMutationOptions(client), {
      accountId: acc,
      app: 'payments',
      status: 'enterprise',
    });
    const detail = queryClient.getQueryData<WatchTowerAccountDetail>(watchTowerKeys.account(acc));
    expect(detail?.apps.payments).toEqual({ id: 'payments', status: 'enterprise' });
    expect(detail?.apps.passkeys).toEqual(fixtures.watchTowerDetail.apps.passkeys);
  });

  it('submitQuestionnaire marks the user onboarded even when saving fails', async () => {
    queryClient.setQueryData(sessionKeys.bootstrap(), {
      ...fixtures.bootstrap,
      account: { id: acc, hasOnboarded: false },
    });
    server.use(
      http.put(`${BASE}/api/accounts/questionnaire`, () =>
        HttpResponse.json({ statusCode: 500 }, { status: 500 }),
      ),
    );
    await expect(
      run(submitQuestionnaireMutationOptions(client), input('submitQuestionnaire')),
    ).rejects.toThrow('unexpected response status: 500');
    expect(queryClient.getQueryData<Bootstrap>(sessionKeys.bootstrap())?.account.hasOnboarded).toBe(true);
    expect(invalidatedKeys()).toEqual([]);
  });
});
