import { twilioFormSchema } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../components/integrations/field-errors';

const E164 = 'Phone number must be in e164 format (with leading + and country code)';
const errorsOf = (values: Record<string, string>) => {
  const result = twilioFormSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error.issues);
};
const valid = { accountSid: 'AC1', authToken: 'token', phoneNumber: '+14155550123' };

describe('the Twilio form as the dialog shows it', () => {
  it('shows the three required messages on an empty form', () => {
    expect(errorsOf({ accountSid: '', authToken: ' ', phoneNumber: '' })).toEqual({
      accountSid: 'Account SID is required',
      authToken: 'Auth Token is required',
      phoneNumber: E164,
    });
  });

  it.each(['+12', '+123456789012345'])('accepts %s (a nonzero digit, then 1 to 14 digits)', (phoneNumber) => {
    expect(errorsOf({ ...valid, phoneNumber })).toEqual({});
  });

  it.each(['+1', '+1234567890123456', '+04155550123', '14155550123', '+1 415 555 0123'])(
    'refuses %s with the E.164 message',
    (phoneNumber) => {
      expect(errorsOf({ ...valid, phoneNumber })).toEqual({ phoneNumber: E164 });
    },
  );
});
