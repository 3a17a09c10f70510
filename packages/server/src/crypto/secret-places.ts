import type { LoggingDestination } from '@console/api-client';
import type { SecretContext } from './secret-box';

/** Where each stored secret lives: the context it is sealed for and opened with (see SecretBox). */
export const SECRET_PLACES = {
  /** A one-time passcode on its way to the SMS job (jobs.payload), bound to its session. */
  otpCode: (account: string, session: string): SecretContext => ({
    table: 'jobs',
    column: 'payload',
    account,
    key: session,
  }),
  smsAuthToken: (account: string): SecretContext => ({ table: 'sms_configs', column: 'auth_token', account }),
  ssoClientSecret: (account: string): SecretContext => ({
    table: 'sso_configs',
    column: 'client_secret',
    account,
  }),
  lookupHeaderValue: (account: string): SecretContext => ({
    table: 'customer_lookups',
    column: 'header_values',
    account,
  }),
  loggingSecret: (account: string, destination: LoggingDestination): SecretContext => ({
    table: 'logging_destinations',
    column: 'secret',
    account,
    key: destination,
  }),
  /** The card provider's secret (payment_providers.secret): Stripe's access token or Adyen's API key. */
  paymentProviderSecret: (account: string): SecretContext => ({
    table: 'payment_providers',
    column: 'secret',
    account,
  }),
  /** Settings › Storage's secret of one app (storage_settings.secret): the S3 secret key, SFTP password or key. */
  storageSecret: (account: string, app: string): SecretContext => ({
    table: 'storage_settings',
    column: 'secret',
    account,
    key: app,
  }),
  /** The account's webhook signing secret (accounts.webhook_secret), shown on Developers and Settings › Webhooks. */
  webhookSecret: (account: string): SecretContext => ({
    table: 'accounts',
    column: 'webhook_secret',
    account,
  }),
  /** The secret a rotation replaced, signing beside the new one for 24 hours. */
  webhookSecretPrevious: (account: string): SecretContext => ({
    table: 'accounts',
    column: 'webhook_secret_previous',
    account,
  }),
};
