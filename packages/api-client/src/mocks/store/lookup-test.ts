import type { CustomerLookupTestForm } from '../../customer-lookup/forms';
import type { LookupCustomer } from '../../customer-lookup/schemas';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { createRandom } from './random';

type CustomerRecord = Record<string, string>;

/** What the admin's CRM would answer for a phone number: zero to three customers, seeded by the number. */
function crmCustomers(seed: number, phoneNumber: string): CustomerRecord[] {
  const random = createRandom(seed, `crm:${phoneNumber}`);
  return Array.from({ length: random.int(0, 3) }, () => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    return {
      id: `C${random.chars(6, '0123456789')}`,
      firstName,
      lastName,
      accountNumber: random.chars(8, '0123456789'),
      phoneNumber,
    };
  });
}

/** The last segment of a dotted path names the field (a small reading of GJSON paths). */
function read(record: CustomerRecord, path: string): string | undefined {
  return record[path.split('.').at(-1) ?? ''];
}

/** `{field}` placeholders filled from the record; unknown fields become empty. */
function fill(template: string, record: CustomerRecord): string {
  return template.replace(/\{([^}]+)\}/g, (_, path: string) => read(record, path.trim()) ?? '');
}

/**
 * A lookup test without the network: the templates and the ID path are applied to seeded CRM
 * records, so a wrong ID path shows 'NO ID' and a wrong template shows empty text, as they would.
 */
export function runLookupTest(seed: number, form: CustomerLookupTestForm): LookupCustomer[] {
  return crmCustomers(seed, form.phoneNumber).map((record) => ({
    id: read(record, form.customerId) ?? null,
    title: fill(form.titleTemplate, record),
    description: fill(form.descriptionTemplate, record),
  }));
}
