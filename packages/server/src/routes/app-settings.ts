import type { AppId, GeneralSettings } from '@console/api-client';
import { defaultGeneralSettings, generalSettingsSchema } from '@console/api-client';
import { auditEvents, checkSmsTemplate, defaultSmsTemplate, invalidField } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import type { Queryable } from '../db/schema';
import { route } from '../http/route';
import { appParam } from './app-param';

/** The account's branding name (its company name as customers see it), else the account's name. */
async function brandName(db: Queryable, accountId: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('branding', 'branding.account_id', 'accounts.id')
    .select(['accounts.name as account', 'branding.name as brand'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.brand?.trim() || row.account;
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
 * 15 minutes, English, no redirect, no completion message). A stored value the schema no longer takes (an older
 * version's) falls back to the defaults rather than failing the page.
 */
async function generalSettingsOf(db: Queryable, accountId: string, app: AppId): Promise<GeneralSettings> {
  const defaults = defaultGeneralSettings(await brandName(db, accountId));
  const stored = (await settingsRow(db, accountId, app))?.general;
  if (!stored) return defaults;
  const parsed = generalSettingsSchema.safeParse({ ...defaults, ...stored });
  return parsed.success ? parsed.data : defaults;
}

/** The app's SMS text: the saved one, or the app's default (apps.md §2.6). */
async function smsTemplateOf(db: Queryable, accountId: string, app: AppId) {
  const stored = (await settingsRow(db, accountId, app))?.sms_template ?? null;
  return stored === null
    ? { template: defaultSmsTemplate(app), isDefault: true }
    : { template: stored, isDefault: false };
}

export const appSettingsRoutes = [
  route('getGeneralSettings', async ({ session, params, deps: { db, config } }) => {
    const app = appParam(params.app, session, config);
    return generalSettingsOf(db, session.accountId, app);
  }),

  route('saveGeneralSettings', async ({ session, params, body, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('app_settings')
        .values({ account_id: session.accountId, app, general: JSON.stringify(body), sms_template: null })
        .onConflict((oc) => oc.columns(['account_id', 'app']).doUpdateSet({ general: JSON.stringify(body) }))
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.generalSettingsSaved(app));
    });
    return body;
  }),

  route('getSmsContent', async ({ session, params, deps: { db, config } }) => {
    const app = appParam(params.app, session, config);
    return smsTemplateOf(db, session.accountId, app);
  }),

  /** checkSmsTemplate's rules (placeholders, {link} or {code}, 3 segments with the display name), 400 on `template`. */
  route('saveSmsContent', async ({ session, params, body, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    const { displayName } = await generalSettingsOf(db, session.accountId, app);
    const refused = checkSmsTemplate(app, body.template, displayName);
    if (refused) throw invalidField('template', refused);
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('app_settings')
        .values({ account_id: session.accountId, app, general: null, sms_template: body.template })
        .onConflict((oc) => oc.columns(['account_id', 'app']).doUpdateSet({ sms_template: body.template }))
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.smsContentSaved(app));
    });
    return { template: body.template, isDefault: false };
  }),

  /** "Reset to default": the stored text goes; the answer is the default, `isDefault: true`. */
  route('resetSmsContent', async ({ session, params, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    await db.transaction().execute(async (tx) => {
      const reset = await tx
        .updateTable('app_settings')
        .set({ sms_template: null })
        .where('account_id', '=', session.accountId)
        .where('app', '=', app)
        .where('sms_template', 'is not', null)
        .executeTakeFirst();
      if (reset.numUpdatedRows > 0n)
        await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.smsContentReset(app));
    });
    return { template: defaultSmsTemplate(app), isDefault: true };
  }),
];
