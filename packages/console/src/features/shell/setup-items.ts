import type { Branding } from '@console/api-client';
import type { ChecklistItem } from '@console/ui';

/**
 * The notifications checklist (spec 000 §2): the bell's badge counts the items not done. Both come from the
 * bootstrap's branding, so saving branding or verifying the domain updates the bell at once.
 */
export function setupItems(branding: Branding): ChecklistItem[] {
  return [
    { id: 'branding', label: 'Logo and colour set', done: Boolean(branding.logo && branding.color) },
    {
      id: 'domain',
      label: 'Branded domain set and verified',
      done: Boolean(branding.domain && branding.domainIsVerified),
    },
  ];
}

export function incompleteSetupCount(branding: Branding): number {
  return setupItems(branding).filter((item) => !item.done).length;
}
