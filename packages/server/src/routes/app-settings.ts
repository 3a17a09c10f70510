import { savedGeneralSettings } from '@console/api-client';
import { auditEvents, checkSmsTemplate, defaultSmsTemplate, invalidField } from '@console/api-client/rules';
import { generalSettingsOf, smsTemplateOf } from '../app-settings/stored-settings';
import { recordAudit } from '../audit/record-audit';
import { route } from '../http/route';
import { appParam } from './app-param';

export const appSettingsRoutes = [
  route('getGeneralSettings', async ({ session, params, deps: { db, config } }) => {
    const app = appParam(params.app, session, config);
    return generalSettingsOf(db, session.accountId, app);
  }),

  route('saveGeneralSettings', async ({ session, params, body, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    // The app's own fields only; one left out keeps its saved value; the result checked across fields.
    const saved = savedGeneralSettings(app, body, await generalSettingsOf(db, session.accountId, app));
    const general = JSON.stringify(saved);
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('app_settings')
        .values({ account_id: session.accountId, app, general, sms_template: null })
        .onConflict((oc) => oc.columns(['account_id', 'app']).doUpdateSet({ general }))
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.generalSettingsSaved(app));
    });
    return saved;
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
