import type { AppId } from '../../apps';
import { APP_IDS, RELEASED_APP_IDS } from '../../apps';
import type { AppStatus } from '../../billing/schemas';
import type { WatchTowerAdmin } from '../../watch-tower/schemas';
import { PLATFORMS } from '../../watch-tower/schemas';
import { AVATAR_PHOTOS } from './avatars';
import * as names from './names';
import type { Random } from './random';
import { createRandom } from './random';
import type { MockWatchTowerAccount } from './types';

export const WATCH_TOWER_ACCOUNT_COUNT = 2000;

const USED_STATUSES: AppStatus[] = [
  'subscription',
  'subscription',
  'enterprise',
  'free-trial',
  'cancelled',
  'inactive',
];
const ACTIVE_STATUSES: readonly AppStatus[] = ['free-trial', 'subscription', 'enterprise'];

export function isActiveStatus(status: AppStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

function uniqueName(random: Random, taken: Set<string>): string {
  let name = `${random.pick(names.COMPANY_FIRST_WORDS)} ${random.pick(names.COMPANY_SECOND_WORDS)}`;
  if (taken.has(name)) name = `${name} ${random.pick(names.COMPANY_SUFFIXES)}`;
  for (let n = 2; taken.has(name); n += 1) name = `${name.replace(/ \d+$/, '')} ${n}`;
  taken.add(name);
  return name;
}

function admin(random: Random, id: string, domain: string): WatchTowerAdmin {
  const firstName = random.pick(names.FIRST_NAMES);
  const lastName = random.pick(names.LAST_NAMES);
  return {
    id,
    firstName,
    lastName,
    email: `${names.slug(firstName)}.${names.slug(lastName)}@${domain}`,
    photo: random.chance(0.35) ? random.pick(AVATAR_PHOTOS) : null,
    timeZone: random.chance(0.75) ? random.pick(names.TIME_ZONES) : null,
  };
}

function apps(random: Random): MockWatchTowerAccount['apps'] {
  const used: AppId[] = RELEASED_APP_IDS.filter(() => random.chance(0.45));
  if (random.chance(0.05)) used.push(random.pick(APP_IDS.slice(5)));
  return Object.fromEntries(used.map((id) => [id, random.pick(USED_STATUSES)]));
}

/** `count` accounts spread over the six platforms, each with 1 to 4 admins. */
export function generateWatchTowerAccounts(seed: number, count: number): MockWatchTowerAccount[] {
  const random = createRandom(seed, 'watch-tower');
  const takenNames = new Set<string>();
  const takenIds = new Set<string>();
  return Array.from({ length: count }, () => {
    let id = '';
    while (!id || takenIds.has(id)) id = `acc_${random.chars(8, '0123456789abcdefghijklmnopqrstuvwxyz')}`;
    takenIds.add(id);
    const name = uniqueName(random, takenNames);
    const domain = `${names.slug(name)}.example`;
    return {
      id,
      name,
      provider: random.pick(PLATFORMS),
      apps: apps(random),
      admins: Array.from({ length: random.int(1, 4) }, (_, index) =>
        admin(random, `adm_${id.slice(4)}${index}`, domain),
      ),
    };
  });
}
