import type { AppId } from '../apps';
import { APP_IDS, RELEASED_APP_IDS } from '../apps';
import type { AppStatus } from '../billing/schemas';
import { PLATFORMS } from '../watch-tower/schemas';
import { AVATAR_PHOTOS } from './avatars';
import { FREE_TIER_CREDITS } from '../rules/apps';
import { daysFrom, isoDay } from './demo-account';
import * as names from './names';
import type { Random } from './random';
import { createRandom } from './random';
import type { ActivityPlan, SeedAccount, SeedAdmin, SeedBilling } from './types';

const USED_STATUSES: AppStatus[] = ['subscription', 'subscription', 'enterprise', 'free-trial', 'cancelled'];

export interface Tenants {
  accounts: SeedAccount[];
  admins: SeedAdmin[];
  billing: SeedBilling[];
  activity: ActivityPlan[];
}

function uniqueName(random: Random, taken: Set<string>): string {
  let name = `${random.pick(names.COMPANY_FIRST_WORDS)} ${random.pick(names.COMPANY_SECOND_WORDS)}`;
  if (taken.has(name)) name = `${name} ${random.pick(names.COMPANY_SUFFIXES)}`;
  for (let n = 2; taken.has(name); n += 1) name = `${name.replace(/ \d+$/, '')} ${n}`;
  taken.add(name);
  return name;
}

/** An account's API credentials (GET /accounts/developer). */
export function developerKeys(random: Random): SeedAccount['keys'] {
  return {
    widgetKey: `wk_live_${random.chars(24)}`,
    secretKey: `sk_live_${random.chars(32)}`,
    webhookSecret: `whsec_${random.chars(32)}`,
  };
}

/**
 * `count` customer accounts for Watch Tower, spread over the six platforms, each with an owner and up to three more
 * admins, some apps in use (every status but inactive) and a plan of their daily activity over `days` days. The
 * first accounts are the same whatever the count.
 */
export function generateTenants(seed: number, count: number, now: Date, days: number): Tenants {
  const random = createRandom(seed, 'tenants');
  const tenants: Tenants = { accounts: [], admins: [], billing: [], activity: [] };
  const takenNames = new Set<string>();
  const takenIds = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    let id = '';
    while (!id || takenIds.has(id)) id = `acc_${random.chars(8, '0123456789abcdefghijklmnopqrstuvwxyz')}`;
    takenIds.add(id);
    const name = uniqueName(random, takenNames);
    const domain = `${names.slug(name)}.example`;
    const age = random.int(30, days + 60);
    tenants.accounts.push({
      id,
      name,
      provider: random.pick(PLATFORMS),
      hasOnboarded: true,
      isInternal: false,
      createdAt: daysFrom(now, -age),
      keys: developerKeys(random),
    });
    const emails = new Set<string>();
    const adminCount = random.int(1, 4);
    for (let n = 0; n < adminCount; n += 1) {
      const firstName = random.pick(names.FIRST_NAMES);
      const lastName = random.pick(names.LAST_NAMES);
      let email = `${names.slug(firstName)}.${names.slug(lastName)}@${domain}`;
      if (emails.has(email)) email = email.replace('@', `${n}@`);
      emails.add(email);
      tenants.admins.push({
        id: `adm_${id.slice(4)}${n}`,
        accountId: id,
        firstName,
        lastName,
        email,
        role: n === 0 ? 'owner' : random.chance(0.6) ? 'admin' : 'supervisor',
        isRoot: false,
        photo: random.chance(0.35) ? random.pick(AVATAR_PHOTOS) : null,
        timeZone: random.chance(0.75) ? random.pick(names.TIME_ZONES) : null,
        createdAt: daysFrom(now, -age + n * 3),
        archivedAt: null,
      });
    }
    const used: AppId[] = RELEASED_APP_IDS.filter(() => random.chance(0.45));
    if (used.length === 0) used.push(random.pick(RELEASED_APP_IDS));
    if (random.chance(0.05)) used.push(random.pick(APP_IDS.slice(5)));
    for (const app of used) {
      const status = random.pick(USED_STATUSES);
      const start = Math.max(0, days - random.int(20, Math.min(age, days)));
      const paid = status === 'subscription' || status === 'enterprise';
      tenants.billing.push({
        accountId: id,
        app,
        status,
        credits: random.int(0, status === 'free-trial' ? FREE_TIER_CREDITS : 50_000),
        freeTier: FREE_TIER_CREDITS,
        paidSince: paid ? isoDay(daysFrom(now, -(days - 1 - random.int(start, days - 1)))) : null,
      });
      tenants.activity.push({
        accountId: id,
        app,
        scale: random.int(5, 120),
        startDay: start,
        endDay: status === 'cancelled' ? random.int(start, days - 1) : days - 1,
        salt: index * 7 + APP_IDS.indexOf(app),
      });
    }
  }
  return tenants;
}
