import { FIRST_NAMES, LAST_NAMES } from './names';
import { createRandom } from './random';

/**
 * What the demo's customer API (the CRM an admin points the customer lookup at) answers for a phone number:
 * `{ data: { customers: [...] } }` with zero to three customers, seeded by the number. The mocks answer lookup tests
 * from it, and the server's tests serve it from a local HTTPS fake, so both map the same answer.
 */
export function demoCrmAnswer(seed: number, phoneNumber: string) {
  const random = createRandom(seed, `crm:${phoneNumber}`);
  const customers = Array.from({ length: random.int(0, 3) }, () => {
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
  return { data: { customers } };
}
