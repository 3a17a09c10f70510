import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { otpSettingsOf } from '@console/api-client';
import { OTP_CODES_PER_PHONE_PER_HOUR } from '@console/api-client';
import type { Queryable } from '../db/schema';

const HOUR_MS = 3_600_000;

/**
 * Number types SMS pumping abuses, refused while "Block premium-rate and high-risk numbers" is on (apps.md §3.1,
 * after Twilio's Fraud Guard): premium-rate numbers, which bill the sender, and shared-cost ones. The types come
 * from libphonenumber's full metadata.
 */
const HIGH_RISK_TYPES: Readonly<Record<string, string>> = {
  PREMIUM_RATE: 'Premium-rate number',
  SHARED_COST: 'High-risk number (shared cost)',
};

export type OtpBlock =
  | { code: 'SMS_BLOCKED'; detail: string }
  | { code: 'RATE_LIMITED'; detail: string; retryAfterSeconds: number };

/**
 * Whether a one-time passcode may go to this phone (Settings › General, apps.md §3.1): a country outside the
 * allowed ones (none listed: every country) or a premium-rate or high-risk number is SMS_BLOCKED; a sixth code to
 * the same phone within an hour is RATE_LIMITED (codes that were blocked themselves do not count). null: send it.
 */
export async function otpSendBlock(
  db: Queryable,
  accountId: string,
  phoneNumber: string,
  settings: ReturnType<typeof otpSettingsOf>,
  now: Date,
): Promise<OtpBlock | null> {
  const phone = parsePhoneNumberFromString(phoneNumber);
  if (settings.allowedCountries.length > 0) {
    const country = phone?.country;
    if (!country || !settings.allowedCountries.includes(country)) {
      return { code: 'SMS_BLOCKED', detail: `Country not allowed (${country ?? 'unknown'})` };
    }
  }
  const risk = settings.blockHighRiskNumbers ? HIGH_RISK_TYPES[phone?.getType() ?? ''] : undefined;
  if (risk) return { code: 'SMS_BLOCKED', detail: risk };
  const since = new Date(now.getTime() - HOUR_MS);
  const sent = await db
    .selectFrom('app_sessions')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('app', '=', 'one-time-passcode')
    .where('phone_number', '=', phoneNumber)
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('reason', 'is', null), eb('reason', '!=', 'blocked')]))
    .orderBy('created_at', 'desc')
    .limit(OTP_CODES_PER_PHONE_PER_HOUR)
    .execute();
  const oldest = sent[OTP_CODES_PER_PHONE_PER_HOUR - 1];
  if (!oldest) return null;
  return {
    code: 'RATE_LIMITED',
    detail: `More than ${OTP_CODES_PER_PHONE_PER_HOUR} codes in an hour`,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest.created_at.getTime() + HOUR_MS - now.getTime()) / 1000)),
  };
}
