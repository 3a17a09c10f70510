import type { Role } from '../admins/role';
import { ROLE_LABELS } from '../admins/role';
import type { AppId } from '../apps';
import { getApp } from '../apps';
import type { LoggingDestination } from '../logging/schemas';
import { LOGGING_DESTINATION_LABELS } from '../logging/schemas';
import type { SsoProvider } from '../sso/schemas';
import { SSO_PROVIDER_LABELS } from '../sso/schemas';

/** One audit-log entry's event (dotted `resource.verb`, our vocabulary), words and namespace. */
export interface AuditEvent {
  event: string;
  description: string;
  namespace?: AppId | 'global';
}

const entry = (event: string, description: string, namespace?: AppId): AuditEvent =>
  namespace ? { event, description, namespace } : { event, description };

/** Every change either back end records, in the words the audit log shows. */
export const auditEvents = {
  adminRoleUpdated: (email: string, role: Role) =>
    entry('admin.role-updated', `Changed the role of ${email} to ${ROLE_LABELS[role]}`),
  adminArchived: (name: string, email: string) =>
    entry('admin.archived', `Removed ${name} (${email}) from the account`),
  adminInvited: (email: string) => entry('admin.invited', `Invited ${email}`),
  invitationRoleUpdated: (email: string, role: Role) =>
    entry(
      'invitation.role-updated',
      `Changed the role of the invitation of ${email} to ${ROLE_LABELS[role]}`,
    ),
  invitationRevoked: (email: string) => entry('invitation.revoked', `Revoked the invitation of ${email}`),
  invitationAccepted: (email: string) => entry('invitation.accepted', `${email} accepted the invitation`),
  accountJoined: (event: string, email: string) => entry(event, `${email} joined the account`),
  onboarded: () => entry('account.onboarded', 'Completed the onboarding questionnaire'),
  ghostStarted: (operatorEmail: string) =>
    entry('ghost-mode.started', `Started ghost mode (operator ${operatorEmail})`),
  ghostEnded: () => entry('ghost-mode.ended', 'Ended ghost mode'),
  freeTrialStarted: (app: AppId) =>
    entry('billing.free-trial-started', `Started a free trial of ${getApp(app).title}`, app),
  convertedToEnterprise: (app: AppId) =>
    entry('billing.converted-to-enterprise', `Converted ${getApp(app).title} to Enterprise`, app),
  brandingUpdated: () => entry('branding.updated', 'Updated the branding'),
  domainUpdated: (previous: string | null, domain: string) =>
    entry(
      'domain.updated',
      previous && previous !== domain
        ? `Changed the custom domain from ${previous} to ${domain}`
        : `Set up the custom domain ${domain}`,
    ),
  domainRemoved: (previous: string) => entry('domain.removed', `Removed the custom domain ${previous}`),
  domainVerified: (domain: string) =>
    entry('domain.verified', `The custom domain ${domain} is verified and active`),
  customerLookupUpdated: () => entry('customer-lookup.updated', 'Updated the customer lookup settings'),
  customerLookupRemoved: () => entry('customer-lookup.removed', 'Removed the customer lookup settings'),
  loggingConfigured: (destination: LoggingDestination) =>
    entry('logging.configured', `${LOGGING_DESTINATION_LABELS[destination]} has been configured`),
  loggingDisconnected: (destination: LoggingDestination) =>
    entry('logging.disconnected', `${LOGGING_DESTINATION_LABELS[destination]} has been disconnected`),
  smsConfigured: () => entry('sms.configured', 'Twilio has been configured'),
  smsDisconnected: () => entry('sms.disconnected', 'Twilio has been disconnected'),
  ssoConfigured: (provider: SsoProvider) =>
    entry('sso.configured', `${SSO_PROVIDER_LABELS[provider]} has been configured`),
  ssoDisconnected: (provider: SsoProvider) =>
    entry('sso.disconnected', `${SSO_PROVIDER_LABELS[provider]} has been disconnected`),
  ssoDomainVerified: (domain: string) =>
    entry('sso.domain-verified', `Verified the single sign-on domain ${domain}`),

  // The apps' shared pages (apps.md §4), in the app's namespace; the signing secret is the account's (global).
  generalSettingsSaved: (app: AppId) => entry('settings.general-saved', 'General settings saved', app),
  smsContentSaved: (app: AppId) => entry('settings.sms-content-saved', 'SMS content saved', app),
  smsContentReset: (app: AppId) =>
    entry('settings.sms-content-reset', 'SMS content reset to the default message', app),
  subscriptionCancelled: (app: AppId) =>
    entry('billing.subscription-cancelled', 'Subscription cancelled', app),
  webhookEndpointAdded: (app: AppId, url: string) =>
    entry('webhook.endpoint-added', `Webhook endpoint added: ${url}`, app),
  webhookEndpointUpdated: (app: AppId, url: string) =>
    entry('webhook.endpoint-updated', `Webhook endpoint updated: ${url}`, app),
  webhookEndpointDisabled: (app: AppId, url: string) =>
    entry('webhook.endpoint-disabled', `Webhook endpoint disabled: ${url}`, app),
  webhookEndpointEnabled: (app: AppId, url: string) =>
    entry('webhook.endpoint-enabled', `Webhook endpoint enabled: ${url}`, app),
  webhookEndpointDeleted: (app: AppId, url: string) =>
    entry('webhook.endpoint-deleted', `Webhook endpoint deleted: ${url}`, app),
  webhookDeliveryRetried: (app: AppId, url: string) =>
    entry('webhook.delivery-retried', `Webhook delivery retried: ${url}`, app),
  passkeyRevoked: (customerRef: string) =>
    entry('passkeys.enrollment-revoked', `Passkey revoked for ${customerRef}`, 'passkeys'),
  productAdded: (name: string) => entry('products.added', `Product added: ${name}`, 'payments'),
  productUpdated: (name: string) => entry('products.updated', `Product updated: ${name}`, 'payments'),
  productArchived: (name: string) => entry('products.archived', `Product archived: ${name}`, 'payments'),
  productDeleted: (name: string) => entry('products.deleted', `Product deleted: ${name}`, 'payments'),
  refundIssued: (amount: string) => entry('payments.refund-issued', `Refund of ${amount} issued`, 'payments'),
  /** Settings › Storage (apps.md §3.3): `destination` as storageDestinationText says it, null for keep only. */
  storageSaved: (app: AppId, destination: string | null, retentionDays: number) =>
    entry(
      'settings.storage-saved',
      destination
        ? `Storage settings saved: ${destination}`
        : `Storage settings saved: files kept ${retentionDays} days`,
      app,
    ),
  storageDisconnected: (app: AppId, destination: string) =>
    entry('settings.storage-disconnected', `Storage disconnected: ${destination}`, app),
  paymentProviderConnected: (provider: string) =>
    entry('payments.provider-connected', `${provider} has been connected`, 'payments'),
  paymentProviderDisconnected: (provider: string) =>
    entry('payments.provider-disconnected', `${provider} has been disconnected`, 'payments'),
  documentVersionCreated: (name: string, version: number) =>
    entry('documents.version-created', `Document ${name} v${version} created`, 'document-signature'),
  documentMadeCurrent: (name: string, version: number) =>
    entry('documents.made-current', `Document ${name} v${version} made current`, 'document-signature'),
  documentArchived: (name: string) =>
    entry('documents.archived', `Document ${name} archived`, 'document-signature'),
  documentUnarchived: (name: string) =>
    entry('documents.unarchived', `Document ${name} unarchived`, 'document-signature'),
  signingSecretRotated: () => entry('webhook.secret-rotated', 'Signing secret rotated'),
  signingSecretRevealed: () => entry('webhook.secret-revealed', 'Signing secret revealed'),
} as const;

/** The words of an entry an operator made in ghost mode: the entry lands in the ghosted account and names them. */
export function ghostDescription(description: string, operatorEmail: string): string {
  return `${description} (ghost mode, operator ${operatorEmail})`;
}
