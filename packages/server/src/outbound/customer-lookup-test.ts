import type { CustomerLookupTestForm, LookupCustomer } from '@console/api-client';
import { gjson } from '../gjson/gjson';
import { renderTemplate } from '../gjson/template';
import { HttpError } from '../http/errors';
import type { Outbound } from './outbound';
import { OutboundError } from './outbound';

const failed = (message: string) => new HttpError('LOOKUP_FAILED', message);

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

/**
 * Calls the admin's API as the agent app would: GET with `?phoneNumber=` or POST with
 * `{ phoneNumber }`, with the configured headers. The answer is mapped with the GJSON paths and
 * templates. Any failure is a 422 LOOKUP_FAILED whose message the console shows under
 * 'Request Failed'; a path that finds nothing is an empty list (the console's "found no
 * customers" hint).
 */
export async function runLookupTest(
  outbound: Outbound,
  form: CustomerLookupTestForm,
): Promise<LookupCustomer[]> {
  const url = new URL(form.url);
  if (form.method === 'GET') url.searchParams.set('phoneNumber', form.phoneNumber);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const header of form.headers) headers[header.key] = header.value;
  if (form.method === 'POST') headers['content-type'] = 'application/json';
  let answer;
  try {
    answer = await outbound.request({
      url: url.toString(),
      method: form.method,
      headers,
      body: form.method === 'POST' ? JSON.stringify({ phoneNumber: form.phoneNumber }) : undefined,
    });
  } catch (error) {
    if (error instanceof OutboundError) throw failed(error.message);
    throw error;
  }
  if (answer.status < 200 || answer.status > 299)
    throw failed(`The API answered with status ${answer.status}`);
  let document: unknown;
  try {
    document = JSON.parse(answer.body);
  } catch {
    throw failed('The API did not answer JSON');
  }
  if (nestsDeeperThan(document, MAX_ANSWER_DEPTH))
    throw failed(`The answer nests deeper than ${MAX_ANSWER_DEPTH} levels`);
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
