import type { WatchTowerAccountDetail } from '@console/api-client';

/** A grey person on a tile, inline (stories load no network images). */
const PHOTO = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#37587A"/>' +
    '<circle cx="32" cy="25" r="11" fill="#FFFFFF"/><path d="M12 60c2-13 10-19 20-19s18 6 20 19z" fill="#FFFFFF"/></svg>',
)}`;

/**
 * An account with an app in each kind of status (the four it never used inactive) and two admins: one with photo
 * and timezone, one with neither.
 */
export const ACCOUNT_DETAIL: WatchTowerAccountDetail = {
  account: { name: 'Blue Harbor Bank' },
  apps: {
    passkeys: { id: 'passkeys', status: 'subscription' },
    'one-time-passcode': { id: 'one-time-passcode', status: 'free-trial' },
    'document-signature': { id: 'document-signature', status: 'inactive' },
    'e-form': { id: 'e-form', status: 'enterprise' },
    payments: { id: 'payments', status: 'inactive' },
    'identity-verification': { id: 'identity-verification', status: 'inactive' },
    'gateway-payments': { id: 'gateway-payments', status: 'inactive' },
  },
  admins: [
    {
      id: 'adm_1',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@blueharbor.example',
      photo: PHOTO,
      timeZone: 'Europe/Lisbon',
    },
    {
      id: 'adm_2',
      firstName: 'John',
      lastName: 'Smith',
      email: 'john.smith@blueharbor.example',
      photo: null,
      timeZone: null,
    },
  ],
};
