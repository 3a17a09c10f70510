import type { Insertable } from 'kysely';
import type { AppId, AppStatus } from '@console/api-client';
import { APP_IDS, PLATFORMS, RELEASED_APP_IDS } from '@console/api-client';
import type { AccountsTable, AdminsTable, BillingTable } from '../db/schema';
import type { ActivityPlan } from './activity';
import { daysFrom, FREE_TIER_CREDITS } from './demo-account';
import * as names from './names';
import type { Random } from './random';
import { createRandom } from './random';

const USED_STATUSES: AppStatus[] = ['subscription', 'subscription', 'enterprise', 'free-trial', 'cancelled'];

export interface TenantRows {
  accounts: Insertable<AccountsTable>[];
  admins: Insertable<AdminsTable>[];
  billing: Insertable<BillingTable>[];
  activity: ActivityPlan[];
}

function uniqueName(random: Random, taken: Set<string>): string {
  let name = `${random.pick(names.COMPANY_FIRST_WORDS)} ${random.pick(names.COMPANY_SECOND_WORDS)}`;
  if (taken.has(name)) name = `${name} ${random.pick(names.COMPANY_SUFFIXES)}`;
  for (let n = 2; taken.has(name); n += 1) name = `${name.replace(/ \d+$/, '')} ${n}`;
  taken.add(name);
  return name;
}

export function developerKeys(random: Random) {
  return {
    widget_key: `wk_live_${random.chars(24)}`,
    secret_key: `sk_live_${random.chars(32)}`,
    webhook_secret: `whsec_${random.chars(32)}`,
  };
}

/**
 * `count` customer accounts spread over the six platforms, each with an owner and up to three
 * more admins, some apps in use (every status but inactive) and their daily activity.
 */
export function generateTenants(seed: number, count: number, now: Date, days: number): TenantRows {
  const random = createRandom(seed, 'tenants');
  const rows: TenantRows = { accounts: [], admins: [], billing: [], activity: [] };
  const takenNames = new Set<string>();
  const takenIds = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    let id = '';
    while (!id || takenIds.has(id)) id = `acc_${random.chars(8, '0123456789abcdefghijklmnopqrstuvwxyz')}`;
    takenIds.add(id);
    const name = uniqueName(random, takenNames);
    const domain = `${names.slug(name)}.example`;
    const age = random.int(30, days + 60);
    rows.accounts.push({
      id,
      name,
      provider: random.pick(PLATFORMS),
      has_onboarded: true,
      created_at: daysFrom(now, -age),
      ...developerKeys(random),
    });
    const emails = new Set<string>();
    const adminCount = random.int(1, 4);
    for (let n = 0; n < adminCount; n += 1) {
      const firstName = random.pick(names.FIRST_NAMES);
      const lastName = random.pick(names.LAST_NAMES);
      let email = `${names.slug(firstName)}.${names.slug(lastName)}@${domain}`;
      if (emails.has(email)) email = email.replace('@', `${n}@`);
      emails.add(email);
      rows.admins.push({
        id: `adm_${id.slice(4)}${n}`,
        account_id: id,
        first_name: firstName,
        last_name: lastName,
        email,
        role: n === 0 ? 'owner' : random.chance(0.6) ? 'admin' : 'supervisor',
        photo: random.chance(0.35) ? random.pick(names.AVATAR_PHOTOS) : null,
        time_zone: random.chance(0.75) ? random.pick(names.TIME_ZONES) : null,
        created_at: daysFrom(now, -age + n * 3),
      });
    }
    const used: AppId[] = RELEASED_APP_IDS.filter(() => random.chance(0.45));
    if (used.length === 0) used.push(random.pick(RELEASED_APP_IDS));
    if (random.chance(0.05)) used.push(random.pick(APP_IDS.slice(5)));
    for (const app of used) {
      const status = random.pick(USED_STATUSES);
      const start = Math.max(0, days - random.int(20, Math.min(age, days)));
      const paid = status === 'subscription' || status === 'enterprise';
      rows.billing.push({
        account_id: id,
        app,
        status,
        credits: random.int(0, status === 'free-trial' ? FREE_TIER_CREDITS : 50_000),
        free_tier: FREE_TIER_CREDITS,
        paid_since: paid
          ? daysFrom(now, -(days - 1 - random.int(start, days - 1)))
              .toISOString()
              .slice(0, 10)
          : null,
      });
      rows.activity.push({
        accountId: id,
        app,
        scale: random.int(5, 120),
        startDay: start,
        endDay: status === 'cancelled' ? random.int(start, days - 1) : days - 1,
        salt: index * 7 + APP_IDS.indexOf(app),
      });
    }
  }
  return rows;
}
