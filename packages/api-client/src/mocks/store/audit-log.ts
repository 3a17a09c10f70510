import type { AppId } from '../../apps';
import { APPS } from '../../apps';
import type { AuditLogEntry, AuditLogNamespace } from '../../audit-log/schemas';
import { DAY_MS } from './clock';
import { DEMO_DOMAIN } from './demo-account';
import type { Random } from './random';
import { createRandom } from './random';
import type { MockStore } from './types';

type Actor = AuditLogEntry['admin'];
interface Template {
  event: string;
  app?: boolean;
  describe: (app: string, random: Random) => string;
}

const person = (random: Random) => random.pick(['lena.fischer', 'sam.okafor', 'jo.walsh', 'tom.hughes']);

/** What admins did. Event names are dotted `resource.verb` (our vocabulary, see schemas.ts). */
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
  { event: 'app.template-updated', app: true, describe: (app) => `Updated a ${app} message template` },
  { event: 'billing.free-trial-started', app: true, describe: (app) => `Started a free trial of ${app}` },
];

/** What the provider did: these entries have no admin. */
const PROVIDER_EVENTS: Template[] = [
  { event: 'billing.invoice-issued', app: true, describe: (app) => `Issued the monthly invoice for ${app}` },
  { event: 'app.updated', app: true, describe: (app) => `${app} was updated to a new version` },
  { event: 'account.security-review', describe: () => 'Completed the quarterly security review' },
];

/** 200 entries over the last 180 days, newest first; about one in six has no admin. */
export function demoAuditLog(seed: number, now: Date, actors: NonNullable<Actor>[]): AuditLogEntry[] {
  const random = createRandom(seed, 'audit-log');
  const times = Array.from({ length: 200 }, () => now.getTime() - random.int(DAY_MS / 24, 180 * DAY_MS));
  times.sort((a, b) => a - b);
  const entries = times.map((time, index) => {
    const byProvider = random.chance(1 / 6);
    const template = random.pick(byProvider ? PROVIDER_EVENTS : ADMIN_EVENTS);
    const app = random.pick(APPS.slice(0, 5));
    return {
      id: `aud_${String(index + 1).padStart(6, '0')}`,
      timestamp: new Date(time).toISOString(),
      admin: byProvider ? null : random.pick(actors),
      namespace: template.app ? app.id : 'global',
      description: template.describe(app.title, random),
      event: template.event,
    } satisfies AuditLogEntry;
  });
  return entries.reverse();
}

/** Records a change, newest first, stamped with the store's clock. */
export function appendAudit(
  store: MockStore,
  admin: Actor,
  entry: { event: string; description: string; namespace?: AuditLogNamespace | AppId },
): void {
  store.sequence += 1;
  store.auditLog.unshift({
    id: `aud_m${String(store.sequence).padStart(6, '0')}`,
    timestamp: store.now.toISOString(),
    admin,
    namespace: entry.namespace ?? 'global',
    description: entry.description,
    event: entry.event,
  });
}
