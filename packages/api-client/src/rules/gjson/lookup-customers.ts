import type { CustomerLookupForm } from '../../customer-lookup/forms';
import type { LookupCustomer } from '../../customer-lookup/schemas';
import { Refusal } from '../errors';
import { gjson } from './gjson';
import { renderTemplate } from './template';

/** Deeper answers are refused: writing one back as JSON in a template would overflow the stack. */
export const MAX_ANSWER_DEPTH = 64;

/** How deeply arrays and objects nest in a parsed JSON value, counted without recursion. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** A lookup test that could not read the admin's API: 422 LOOKUP_FAILED, shown under 'Request Failed'. */
export const lookupFailed = (message: string) => new Refusal('LOOKUP_FAILED', message);

/**
 * The customers in the admin's API answer, mapped with the form's GJSON paths and templates: the customer path's
 * array (or single value), each customer's id (text, or a number or boolean written as JSON; null when the ID path
 * finds nothing, the console's 'NO ID') and its title and description. A path that finds nothing is an empty list
 * (the console's "found no customers" hint).
 */
export function lookupCustomers(
  document: unknown,
  form: Pick<CustomerLookupForm, 'customerPath' | 'customerId' | 'titleTemplate' | 'descriptionTemplate'>,
): LookupCustomer[] {
  if (nestsDeeperThan(document, MAX_ANSWER_DEPTH))
    throw lookupFailed(`The answer nests deeper than ${MAX_ANSWER_DEPTH} levels`);
  const found = gjson(document, form.customerPath);
  const customers = Array.isArray(found) ? (found as unknown[]) : found === undefined ? [] : [found];
  return customers.map((customer) => {
    const id = gjson(customer, form.customerId);
    return {
      id:
        typeof id === 'string'
          ? id
          : typeof id === 'number' || typeof id === 'boolean'
            ? JSON.stringify(id)
            : null,
      title: renderTemplate(form.titleTemplate, customer),
      description: renderTemplate(form.descriptionTemplate, customer),
    };
  });
}
