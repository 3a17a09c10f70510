import { refused } from '../facts';
import type { ContractGroup } from '../types';

const TWILIO = {
  accountSid: 'AC5f0c3e2a9b7d41e68a0f2c4d6b8e1a37',
  authToken: 'twilio-secret',
  phoneNumber: '+14155550123',
};

export const smsGroup: ContractGroup = {
  name: 'SMS: Twilio, the auth token never answered',
  steps: [
    {
      name: 'not configured',
      call: 'getSms',
      as: 'admin',
      path: '/sms',
      expect: { status: 200, body: { provider: null, twilio: null } },
    },
    {
      name: 'the number must be E.164',
      call: 'saveSms',
      as: 'admin',
      path: '/sms',
      body: { provider: 'twilio', twilio: { ...TWILIO, phoneNumber: '4155550123' } },
      expect: {
        status: 400,
        body: refused(
          400,
          'VALIDATION_FAILED',
          'twilio.phoneNumber: Phone number must be in e164 format (with leading + and country code)',
        ),
      },
    },
    {
      name: 'saving answers the account SID',
      call: 'saveSms',
      as: 'admin',
      path: '/sms',
      body: { provider: 'twilio', twilio: TWILIO },
      expect: { status: 201, body: { twilio: { accountSid: TWILIO.accountSid } } },
    },
    {
      name: 'reading answers the SID and number, never the token',
      call: 'getSms',
      as: 'owner',
      path: '/sms',
      expect: {
        status: 200,
        body: {
          provider: 'twilio',
          twilio: { accountSid: TWILIO.accountSid, phoneNumber: TWILIO.phoneNumber },
        },
      },
    },
    {
      name: 'disconnecting',
      call: 'removeSms',
      as: 'admin',
      path: '/sms',
      expect: { status: 200, text: '' },
    },
    {
      name: 'the log: configured, disconnected',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      expect: {
        status: 200,
        view: (entries) =>
          (entries as { description: string }[]).slice(0, 2).map((entry) => entry.description),
        body: ['Twilio has been disconnected', 'Twilio has been configured'],
      },
    },
    {
      name: 'not configured again',
      call: 'getSms',
      as: 'admin',
      path: '/sms',
      expect: { status: 200, body: { provider: null, twilio: null } },
    },
  ],
};
