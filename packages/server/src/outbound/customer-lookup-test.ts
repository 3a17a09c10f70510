import type { CustomerLookupTestForm, LookupCustomer } from '@console/api-client';
import { lookupCustomers, lookupFailed } from '@console/api-client/rules';
import type { Outbound } from './outbound';
import { OutboundError } from './outbound';

/**
 * Calls the admin's API as the agent app would: GET with `?phoneNumber=` or POST with `{ phoneNumber }`, with the
 * configured headers, and maps the answer with the form's GJSON paths and templates (lookupCustomers, the mocks'
 * mapping too). Any failure is a 422 LOOKUP_FAILED whose message the console shows under 'Request Failed'.
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
    if (error instanceof OutboundError) throw lookupFailed(error.message);
    throw error;
  }
  if (answer.status < 200 || answer.status > 299)
    throw lookupFailed(`The API answered with status ${answer.status}`);
  let document: unknown;
  try {
    document = JSON.parse(answer.body);
  } catch {
    throw lookupFailed('The API did not answer JSON');
  }
  return lookupCustomers(document, form);
}
