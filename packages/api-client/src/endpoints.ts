import { listAdminsEndpoint } from './admins/list-admins';
import { removeAdminEndpoint } from './admins/remove-admin';
import { updateAdminRoleEndpoint } from './admins/update-admin-role';
import { exportAuditLogEndpoint } from './audit-log/export-audit-log';
import { getAuditLogPageEndpoint } from './audit-log/get-audit-log-page';
import { authenticateWebexEndpoint } from './auth/authenticate-webex';
import { authenticateZoomEndpoint } from './auth/authenticate-zoom';
import { authorizeOAuthEndpoint } from './auth/authorize-oauth';
import { authorizeZoomEndpoint } from './auth/authorize-zoom';
import { linkZoomEndpoint } from './auth/link-zoom';
import { authorizeSsoEndpoint } from './auth/authorize-sso';
import { completeOAuthCallbackEndpoint } from './auth/complete-oauth-callback';
import { completeSsoCallbackEndpoint } from './auth/complete-sso-callback';
import { getUsageEndpoint } from './billing/get-usage';
import { startFreeTrialEndpoint } from './billing/start-free-trial';
import { getBrandingEndpoint } from './branding/get-branding';
import { updateBrandingEndpoint } from './branding/update-branding';
import { updateDomainEndpoint } from './branding/update-domain';
import { getCustomerLookupEndpoint } from './customer-lookup/get-customer-lookup';
import { removeCustomerLookupEndpoint } from './customer-lookup/remove-customer-lookup';
import { saveCustomerLookupEndpoint } from './customer-lookup/save-customer-lookup';
import { testCustomerLookupEndpoint } from './customer-lookup/test-customer-lookup';
import { searchCustomersEndpoint } from './customer-search/search-customers';
import { getDeveloperAccountEndpoint } from './developers/get-developer-account';
import { createInvitationEndpoint } from './invitations/create-invitation';
import { listInvitationsEndpoint } from './invitations/list-invitations';
import { revokeInvitationEndpoint } from './invitations/revoke-invitation';
import { updateInvitationRoleEndpoint } from './invitations/update-invitation-role';
import { getLoggingEndpoint } from './logging/get-logging';
import { removeLoggingEndpoint } from './logging/remove-logging';
import { saveLoggingEndpoint } from './logging/save-logging';
import { testLoggingEndpoint } from './logging/test-logging';
import { submitQuestionnaireEndpoint } from './onboarding/submit-questionnaire';
import { endGhostModeEndpoint } from './session/end-ghost-mode';
import { getBootstrapEndpoint } from './session/get-bootstrap';
import { signOutEndpoint } from './session/sign-out';
import { getSmsEndpoint } from './sms/get-sms';
import { removeSmsEndpoint } from './sms/remove-sms';
import { saveSmsEndpoint } from './sms/save-sms';
import { getSsoEndpoint } from './sso/get-sso';
import { removeSsoEndpoint } from './sso/remove-sso';
import { saveSsoEndpoint } from './sso/save-sso';
import { getAccountStatisticsEndpoint } from './watch-tower/get-account-statistics';
import { getAccountEndpoint } from './watch-tower/get-account';
import { getSummaryStatisticsEndpoint } from './watch-tower/get-summary-statistics';
import { listAccountsEndpoint } from './watch-tower/list-accounts';
import { startGhostModeEndpoint } from './watch-tower/start-ghost-mode';
import { updateAppStatusEndpoint } from './watch-tower/update-app-status';
import { getSsoDomainEndpoint } from './sso/get-sso-domain';
import { verifySsoDomainEndpoint } from './sso/verify-sso-domain';
import { removeDomainEndpoint } from './branding/remove-domain';
import { acceptInvitationEndpoint } from './invitations/accept-invitation';
import { reportErrorEndpoint } from './crash-reports/report-error';
import { listCrashReportsEndpoint } from './crash-reports/list-crash-reports';
import { createSupportTicketEndpoint } from './support/create-support-ticket';
import { listSupportTicketsEndpoint } from './support/list-support-tickets';
import { getStatisticsSummaryEndpoint } from './app-sessions/get-statistics-summary';
import { exportSessionsEndpoint } from './app-sessions/export-sessions';
import { listSessionsEndpoint } from './app-sessions/list-sessions';
import { getSessionEndpoint } from './app-sessions/get-session';
import { getGeneralSettingsEndpoint } from './app-settings/get-general-settings';
import { saveGeneralSettingsEndpoint } from './app-settings/save-general-settings';
import { getSmsContentEndpoint } from './app-settings/get-sms-content';
import { saveSmsContentEndpoint } from './app-settings/save-sms-content';
import { resetSmsContentEndpoint } from './app-settings/reset-sms-content';
import { listBillingPlansEndpoint } from './app-settings/list-billing-plans';
import { cancelSubscriptionEndpoint } from './app-settings/cancel-subscription';
import { listWebhookEndpointsEndpoint } from './webhooks/list-webhook-endpoints';
import { addWebhookEndpointEndpoint } from './webhooks/add-webhook-endpoint';
import { updateWebhookEndpointEndpoint } from './webhooks/update-webhook-endpoint';
import { deleteWebhookEndpointEndpoint } from './webhooks/delete-webhook-endpoint';
import { sendWebhookTestEndpoint } from './webhooks/send-webhook-test';
import { listWebhookDeliveriesEndpoint } from './webhooks/list-webhook-deliveries';
import { retryWebhookDeliveryEndpoint } from './webhooks/retry-webhook-delivery';
import { getWebhookSecretEndpoint } from './webhooks/get-webhook-secret';
import { rotateWebhookSecretEndpoint } from './webhooks/rotate-webhook-secret';
import { listProductsEndpoint } from './products/list-products';
import { addProductEndpoint } from './products/add-product';
import { updateProductEndpoint } from './products/update-product';
import { deleteProductEndpoint } from './products/delete-product';
import { refundPaymentEndpoint } from './refunds/refund-payment';
import { getPaymentProviderEndpoint } from './payment-provider/get-payment-provider';
import { connectStripeEndpoint } from './payment-provider/connect-stripe';
import { completeStripeCallbackEndpoint } from './payment-provider/complete-stripe-callback';
import { testPaymentProviderEndpoint } from './payment-provider/test-payment-provider';
import { savePaymentProviderEndpoint } from './payment-provider/save-payment-provider';
import { disconnectPaymentProviderEndpoint } from './payment-provider/disconnect-payment-provider';
import { uploadDocumentPdfEndpoint } from './documents/upload-document-pdf';
import { createDocumentEndpoint } from './documents/create-document';
import { listDocumentsEndpoint } from './documents/list-documents';
import { getDocumentEndpoint } from './documents/get-document';
import { getDocumentVersionEndpoint } from './documents/get-document-version';
import { getDocumentVersionFileEndpoint } from './documents/get-document-version-file';
import { addDocumentVersionEndpoint } from './documents/add-document-version';
import { updateDocumentEndpoint } from './documents/update-document';
import { listDocumentHistoryEndpoint } from './documents/list-document-history';
import { listPasskeyEnrollmentsEndpoint } from './passkeys/list-passkey-enrollments';
import { revokePasskeyEnrollmentEndpoint } from './passkeys/revoke-passkey-enrollment';
import { getStorageEndpoint } from './storage/get-storage';
import { saveStorageEndpoint } from './storage/save-storage';
import { testStorageEndpoint } from './storage/test-storage';
import { removeStorageEndpoint } from './storage/remove-storage';

/**
 * Every call of both call tables (spec 000 §7, 001 §7), by operation name: method, path under /api
 * (`:name` for path parameters) and the schemas of query, body and answer. Mocks and the server
 * build their routes from this one list.
 */
export const endpoints = {
  listAdmins: listAdminsEndpoint,
  removeAdmin: removeAdminEndpoint,
  updateAdminRole: updateAdminRoleEndpoint,
  exportAuditLog: exportAuditLogEndpoint,
  getAuditLogPage: getAuditLogPageEndpoint,
  authenticateWebex: authenticateWebexEndpoint,
  authenticateZoom: authenticateZoomEndpoint,
  authorizeSso: authorizeSsoEndpoint,
  completeOAuthCallback: completeOAuthCallbackEndpoint,
  authorizeOAuth: authorizeOAuthEndpoint,
  authorizeZoom: authorizeZoomEndpoint,
  linkZoom: linkZoomEndpoint,
  completeSsoCallback: completeSsoCallbackEndpoint,
  getUsage: getUsageEndpoint,
  startFreeTrial: startFreeTrialEndpoint,
  getBranding: getBrandingEndpoint,
  updateBranding: updateBrandingEndpoint,
  updateDomain: updateDomainEndpoint,
  getCustomerLookup: getCustomerLookupEndpoint,
  removeCustomerLookup: removeCustomerLookupEndpoint,
  saveCustomerLookup: saveCustomerLookupEndpoint,
  testCustomerLookup: testCustomerLookupEndpoint,
  searchCustomers: searchCustomersEndpoint,
  getDeveloperAccount: getDeveloperAccountEndpoint,
  createInvitation: createInvitationEndpoint,
  listInvitations: listInvitationsEndpoint,
  revokeInvitation: revokeInvitationEndpoint,
  updateInvitationRole: updateInvitationRoleEndpoint,
  getLogging: getLoggingEndpoint,
  removeLogging: removeLoggingEndpoint,
  saveLogging: saveLoggingEndpoint,
  testLogging: testLoggingEndpoint,
  submitQuestionnaire: submitQuestionnaireEndpoint,
  endGhostMode: endGhostModeEndpoint,
  getBootstrap: getBootstrapEndpoint,
  signOut: signOutEndpoint,
  getSms: getSmsEndpoint,
  removeSms: removeSmsEndpoint,
  saveSms: saveSmsEndpoint,
  getSso: getSsoEndpoint,
  removeSso: removeSsoEndpoint,
  saveSso: saveSsoEndpoint,
  getAccountStatistics: getAccountStatisticsEndpoint,
  getAccount: getAccountEndpoint,
  getSummaryStatistics: getSummaryStatisticsEndpoint,
  listAccounts: listAccountsEndpoint,
  startGhostMode: startGhostModeEndpoint,
  updateAppStatus: updateAppStatusEndpoint,
  getSsoDomain: getSsoDomainEndpoint,
  verifySsoDomain: verifySsoDomainEndpoint,
  removeDomain: removeDomainEndpoint,
  acceptInvitation: acceptInvitationEndpoint,
  reportError: reportErrorEndpoint,
  listCrashReports: listCrashReportsEndpoint,
  createSupportTicket: createSupportTicketEndpoint,
  listSupportTickets: listSupportTicketsEndpoint,
  // The seven apps' shared pages (apps.md §2). The export is listed before the session so its path wins.
  getStatisticsSummary: getStatisticsSummaryEndpoint,
  exportSessions: exportSessionsEndpoint,
  listSessions: listSessionsEndpoint,
  getSession: getSessionEndpoint,
  getGeneralSettings: getGeneralSettingsEndpoint,
  saveGeneralSettings: saveGeneralSettingsEndpoint,
  getSmsContent: getSmsContentEndpoint,
  saveSmsContent: saveSmsContentEndpoint,
  resetSmsContent: resetSmsContentEndpoint,
  listBillingPlans: listBillingPlansEndpoint,
  cancelSubscription: cancelSubscriptionEndpoint,
  listWebhookEndpoints: listWebhookEndpointsEndpoint,
  addWebhookEndpoint: addWebhookEndpointEndpoint,
  updateWebhookEndpoint: updateWebhookEndpointEndpoint,
  deleteWebhookEndpoint: deleteWebhookEndpointEndpoint,
  sendWebhookTest: sendWebhookTestEndpoint,
  listWebhookDeliveries: listWebhookDeliveriesEndpoint,
  retryWebhookDelivery: retryWebhookDeliveryEndpoint,
  getWebhookSecret: getWebhookSecretEndpoint,
  rotateWebhookSecret: rotateWebhookSecretEndpoint,
  // Each app's own objects (apps.md §3).
  listPasskeyEnrollments: listPasskeyEnrollmentsEndpoint,
  revokePasskeyEnrollment: revokePasskeyEnrollmentEndpoint,
  listProducts: listProductsEndpoint,
  addProduct: addProductEndpoint,
  updateProduct: updateProductEndpoint,
  deleteProduct: deleteProductEndpoint,
  refundPayment: refundPaymentEndpoint,
  getPaymentProvider: getPaymentProviderEndpoint,
  connectStripe: connectStripeEndpoint,
  completeStripeCallback: completeStripeCallbackEndpoint,
  testPaymentProvider: testPaymentProviderEndpoint,
  savePaymentProvider: savePaymentProviderEndpoint,
  disconnectPaymentProvider: disconnectPaymentProviderEndpoint,
  uploadDocumentPdf: uploadDocumentPdfEndpoint,
  createDocument: createDocumentEndpoint,
  listDocuments: listDocumentsEndpoint,
  getDocument: getDocumentEndpoint,
  getDocumentVersion: getDocumentVersionEndpoint,
  getDocumentVersionFile: getDocumentVersionFileEndpoint,
  addDocumentVersion: addDocumentVersionEndpoint,
  updateDocument: updateDocumentEndpoint,
  listDocumentHistory: listDocumentHistoryEndpoint,
  // Document signature and identity verification › Settings › Storage (apps.md §3.3, §3.7). The test is listed
  // before its parent path.
  testStorage: testStorageEndpoint,
  getStorage: getStorageEndpoint,
  saveStorage: saveStorageEndpoint,
  removeStorage: removeStorageEndpoint,
} as const;

export type EndpointName = keyof typeof endpoints;
