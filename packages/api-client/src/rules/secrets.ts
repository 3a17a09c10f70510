import type { CustomerLookupForm } from '../customer-lookup/forms';
import type { CustomerLookupConfig } from '../customer-lookup/schemas';
import type { LoggingConfigBody, LoggingConfigs, LoggingDestination } from '../logging/schemas';
import { maskSecretUrl, resolveSecretUrl, SECRET_URL_MASK_MESSAGE } from '../logging/secret-url';
import type { SmsConfig } from '../sms/schemas';
import type { SsoConfigBody, SsoConfigs, SsoProvider } from '../sso/schemas';
import { invalid } from './errors';

/**
 * Secrets are write-only (DESIGN.md): each integration's form splits into what GET answers and the secret that is
 * stored sealed and never answered. Both back ends split with these, so what leaves them is the same.
 */

/** Customer lookup: header values are secrets; their keys are answered (spec 001 §3). */
export function customerLookupParts({ headers, ...rest }: CustomerLookupForm) {
  const config: CustomerLookupConfig = { ...rest, headerKeys: headers.map((header) => header.key) };
  return { config, headerValues: headers.map((header) => header.value) };
}

/**
 * Logging: Datadog's API key and CloudWatch's secret access key are secrets; Sumo Logic's and Rapid7's URLs carry
 * their token, so the URL is the secret and its mask (maskSecretUrl) is answered.
 */
export function loggingParts(body: LoggingConfigBody): {
  destination: LoggingDestination;
  config: NonNullable<LoggingConfigs[LoggingDestination]>;
  secret: string;
} {
  switch (body.destination) {
    case 'datadog':
      return { destination: 'datadog', config: { site: body.datadog.site }, secret: body.datadog.apiKey };
    case 'cloudwatch': {
      const { secretAccessKey, ...config } = body.cloudwatch;
      return { destination: 'cloudwatch', config, secret: secretAccessKey };
    }
    case 'sumologic': {
      const url = body.sumologic.collectorUrl;
      return { destination: 'sumologic', config: { collectorUrl: maskSecretUrl(url) }, secret: url };
    }
    case 'rapid7': {
      const url = body.rapid7.webhookUrl;
      return { destination: 'rapid7', config: { webhookUrl: maskSecretUrl(url) }, secret: url };
    }
  }
}

/** The submitted URL of a Sumo Logic or Rapid7 body (the one that carries its token), or undefined. */
export function secretUrlOf(body: LoggingConfigBody): string | undefined {
  if (body.destination === 'sumologic') return body.sumologic.collectorUrl;
  if (body.destination === 'rapid7') return body.rapid7.webhookUrl;
  return undefined;
}

/**
 * The body with a kept mask replaced by the saved URL (`saved`, opened only for the save or the test call that needs
 * it); a mask of anything else is 400 VALIDATION_FAILED.
 */
export function withSavedUrl(body: LoggingConfigBody, saved: string | undefined): LoggingConfigBody {
  const submitted = secretUrlOf(body);
  if (submitted === undefined) return body;
  const url = resolveSecretUrl(submitted, saved);
  if (body.destination === 'sumologic') {
    if (url === undefined) throw invalid(`sumologic.collectorUrl: ${SECRET_URL_MASK_MESSAGE}`);
    return { destination: 'sumologic', sumologic: { collectorUrl: url } };
  }
  if (url === undefined) throw invalid(`rapid7.webhookUrl: ${SECRET_URL_MASK_MESSAGE}`);
  return { destination: 'rapid7', rapid7: { webhookUrl: url } };
}

/** SSO: the client secret is never answered; the domain is kept in lower case for matching. */
export function ssoParts(body: SsoConfigBody): {
  provider: SsoProvider;
  config: NonNullable<SsoConfigs[SsoProvider]>;
  clientSecret: string;
  domain: string;
} {
  const form = body.provider === 'azure' ? body.azure : body.provider === 'okta' ? body.okta : body.oidc;
  const { clientSecret, ...config } = form;
  return { provider: body.provider, config, clientSecret, domain: form.domain.toLowerCase() };
}

/** SMS: Twilio's auth token is never answered. */
export function smsView(twilio: { accountSid: string; phoneNumber: string } | null): SmsConfig {
  return twilio
    ? { provider: 'twilio', twilio: { accountSid: twilio.accountSid, phoneNumber: twilio.phoneNumber } }
    : { provider: null, twilio: null };
}
