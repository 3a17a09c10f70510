import type { WatchTowerAccount } from '@console/api-client';
import { describe, expect, it } from 'vitest';
import { buildAccountSearchIndex, countActiveAccounts, firstMatch, searchAccounts } from './account-search';

const admin = (firstName: string, lastName: string, email: string) => ({
  id: `adm_${firstName}`,
  firstName,
  lastName,
  email,
  photo: null,
  timeZone: null,
});

const ACCOUNTS: WatchTowerAccount[] = [
  {
    id: 'acc_alpha1',
    name: 'Blue Harbor',
    apps: [{ id: 'passkeys' }],
    provider: 'azure',
    admins: [admin('Maria', 'Lopez', 'maria.lopez@blue.example')],
  },
  {
    id: 'acc_beta22',
    name: 'Red Harbor Logistics',
    apps: [],
    provider: 'zoom',
    admins: [admin('John', 'Smith', 'john@red.example')],
  },
  {
    id: 'acc_gamma3',
    name: 'Acc_alpha Traders',
    apps: [{ id: 'e-form' }],
    provider: 'okta',
    admins: [admin('Ana', 'Harbor', 'ana@traders.example')],
  },
];
const index = buildAccountSearchIndex(ACCOUNTS);
const ids = (query: string) => searchAccounts(index, query).map((account) => account.id);

describe('searchAccounts', () => {
  it('matches every account for a blank query', () => {
    expect(ids('  ')).toEqual(['acc_alpha1', 'acc_beta22', 'acc_gamma3']);
  });
  it('matches an account-name substring, case-insensitively', () => {
    expect(ids('LOGISTICS')).toEqual(['acc_beta22']);
  });
  it('matches an exact account id, case-insensitively', () => {
    expect(ids('ACC_BETA22')).toEqual(['acc_beta22']);
  });
  it('does not match an account id by substring', () => {
    expect(ids('beta2')).toEqual([]);
    // "acc_alpha" is a substring of acc_alpha1's id but only the name of acc_gamma3 contains it.
    expect(ids('acc_alpha')).toEqual(['acc_gamma3']);
  });
  it("matches an admin's first name, last name or e-mail substring", () => {
    expect(ids('mar')).toEqual(['acc_alpha1']);
    expect(ids('smi')).toEqual(['acc_beta22']);
    expect(ids('@traders.ex')).toEqual(['acc_gamma3']);
  });
  it('matches names and admins together', () => {
    expect(ids('harbor')).toEqual(['acc_alpha1', 'acc_beta22', 'acc_gamma3']);
  });
  it('returns nothing when nothing matches', () => {
    expect(ids('zzz')).toEqual([]);
  });
});

describe('firstMatch', () => {
  it('is the first account in list order that matches (what Enter opens)', () => {
    expect(firstMatch(index, 'harbor')?.id).toBe('acc_alpha1');
    expect(firstMatch(index, 'zzz')).toBeUndefined();
  });
});

describe('countActiveAccounts', () => {
  it('counts the accounts with at least one app', () => {
    expect(countActiveAccounts(ACCOUNTS)).toBe(2);
  });
});
