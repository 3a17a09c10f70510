import { APPS } from '../apps';
import { DAY_MS, DEMO_ACCOUNT_ID, DEMO_DOMAIN } from './demo-account';
import type { Random } from './random';
import { createRandom } from './random';
import type { SeedAuditEntry } from './types';

interface Template {
  event: string;
  app?: boolean;
  describe: (app: string, random: Random) => string;
}

const person = (random: Random) => random.pick(['lena.fischer', 'sam.okafor', 'jo.walsh', 'tom.hughes']);

/** What admins did. Event names are dotted `resource.verb` (our vocabulary, see rules/audit-events.ts). */
const ADMIN_EVENTS: Template[] = [
  { event: 'admin.invited', describe: (_, r) => `Invited ${person(r)}@${DEMO_DOMAIN}` },
  { event: 'admin.role-updated', describe: (_, r) => `Changed the role of ${person(r)}@${DEMO_DOMAIN}` },
  {
    event: 'invitation.revoked',
    describe: (_, r) => `Revoked the invitation of ${person(r)}@${DEMO_DOMAIN}`,
  },
  { event: 'branding.updated', describe: () => 'Updated the branding' },
  { event: 'customer-lookup.updated', describe: () => 'Updated the customer lookup settings' },
  { event: 'logging.configured', describe: () => 'Datadog has been configured' },
  { event: 'app.settings-updated', app: true, describe: (app) => `Updated the ${app} settings` },
  { event: 'billing.free-trial-started', app: true, describe: (app) => `Started a free trial of ${app}` },
];

/** What the provider did: these entries have no admin. */
const PROVIDER_EVENTS: Template[] = [
  { event: 'billing.invoice-issued', app: true, describe: (app) => `Issued the monthly invoice for ${app}` },
  { event: 'app.updated', app: true, describe: (app) => `${app} was updated to a new version` },
  { event: 'account.security-review', describe: () => 'Completed the quarterly security review' },
];

/** The demo account's history: `count` entries over the last 180 days, oldest first; about one in six by the provider. */
export function demoAuditHistory(
  seed: number,
  now: Date,
  actors: readonly { id: string; firstName: string; lastName: string }[],
  count: number,
): SeedAuditEntry[] {
  const random = createRandom(seed, 'audit-log');
  const times = Array.from({ length: count }, () => now.getTime() - random.int(DAY_MS / 24, 180 * DAY_MS));
  times.sort((a, b) => a - b);
  return times.map((time, index) => {
    const byProvider = random.chance(1 / 6);
    const template = random.pick(byProvider ? PROVIDER_EVENTS : ADMIN_EVENTS);
    const app = random.pick(APPS.slice(0, 5));
    const actor = byProvider ? null : random.pick(actors);
    return {
      id: `aud_${String(index + 1).padStart(6, '0')}`,
      accountId: DEMO_ACCOUNT_ID,
      at: new Date(time),
      admin: actor && { id: actor.id, firstName: actor.firstName, lastName: actor.lastName },
      namespace: template.app ? app.id : 'global',
      description: template.describe(app.title, random),
      event: template.event,
    };
  });
}
