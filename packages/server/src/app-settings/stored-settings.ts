import type { AppId, GeneralSettings } from '@console/api-client';
import { appGeneralSettings, defaultGeneralSettings, generalSettingsSchema } from '@console/api-client';
import { defaultSmsTemplate } from '@console/api-client/rules';
import type { Queryable } from '../db/schema';

/**
 * An app's saved settings as both their pages (routes/app-settings.ts) and the sessions that use them (the SMS text,
 * the display name, the link expiry and language of a new session) read them: one reader, so what the console saves
 * is what a session sends.
 */

/** The names the default display name comes from (defaultGeneralSettings). */
async function accountNames(db: Queryable, accountId: string) {
  return db
    .selectFrom('accounts')
    .leftJoin('branding', 'branding.account_id', 'accounts.id')
    .select(['accounts.name as accountName', 'branding.name as brandingName'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirstOrThrow();
}

async function settingsRow(db: Queryable, accountId: string, app: AppId) {
  return db
    .selectFrom('app_settings')
    .select(['general', 'sms_template'])
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .executeTakeFirst();
}

/**
 * The app's General settings: what was saved, over the defaults (apps.md §2.5: the branding name as display name,
 * 15 minutes, English, no redirect, no completion message; the app's own fields of §3 by appGeneralSettings). A
 * stored value the schema no longer takes (an older version's) falls back to the defaults rather than failing the
 * page.
 */
export async function generalSettingsOf(
  db: Queryable,
  accountId: string,
  app: AppId,
): Promise<GeneralSettings> {
  const defaults = defaultGeneralSettings(await accountNames(db, accountId));
  const stored = (await settingsRow(db, accountId, app))?.general;
  if (!stored) return appGeneralSettings(app, defaults);
  const parsed = generalSettingsSchema.safeParse({ ...defaults, ...stored });
  return appGeneralSettings(app, parsed.success ? parsed.data : defaults);
}

/** The app's SMS text: the saved one, or the app's default (apps.md §2.6). */
export async function smsTemplateOf(db: Queryable, accountId: string, app: AppId) {
  const stored = (await settingsRow(db, accountId, app))?.sms_template ?? null;
  return stored === null
    ? { template: defaultSmsTemplate(app), isDefault: true }
    : { template: stored, isDefault: false };
}
