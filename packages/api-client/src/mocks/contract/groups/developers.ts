import type { ContractGroup } from '../types';
import { refused } from '../facts';

export const developersGroup: ContractGroup = {
  name: 'developers: the account’s API credentials, for admins',
  steps: [
    {
      name: 'the widget key, secret key and webhook secret (the console masks the secret key)',
      call: 'getDeveloperAccount',
      as: 'admin',
      path: '/accounts/developer',
      expect: {
        status: 200,
        body: {
          widgetKey: 'wk_live_98d2916b484440befee3f5d8',
          secretKey: 'sk_live_49d7536b270573465c3d16df25e7a278',
          webhookSecret: 'whsec_becb25f88acdf87d3c766e4df3c27d9a',
        },
      },
    },
    {
      name: 'not for a supervisor',
      call: 'getDeveloperAccount',
      as: 'supervisor',
      path: '/accounts/developer',
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
  ],
};
