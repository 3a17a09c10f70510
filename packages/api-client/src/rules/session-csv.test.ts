import { describe, expect, it } from 'vitest';
import { Refusal } from './errors';
import { checkSessionExportSize, sessionCsv, sessionCsvFileName } from './session-csv';

const row = {
  app: 'passkeys' as const,
  status: 'success' as const,
  reason: null,
  customerRef: '=HYPERLINK("x")',
  phoneNumber: '+14155550123',
  agent: { id: 'a1', name: 'Dana Whitfield' },
  createdAt: '2026-11-27T14:02:11.000Z',
  sessionRef: 'ref_7f3a9c21b04e',
  details: { type: 'enrollment' },
};

describe('session CSV (apps.md §2.2)', () => {
  it('writes the list columns in the viewer zone, guards formulas, labels passkeys enrolments', () => {
    expect(sessionCsv([row], 'America/New_York')).toBe(
      'Date,Status,Reason,Customer,Phone Number,Agent,Session\r\n' +
        `2026-11-27 09:02:11,Enrolled,,"'=HYPERLINK(""x"")",'+14155550123,Dana Whitfield,ref_7f3a9c21b04e\r\n`,
    );
  });

  it('names the file {app}-{tab}-{yyyy-MM-dd}.csv on the viewer day', () => {
    const now = new Date('2026-11-27T03:00:00.000Z');
    expect(sessionCsvFileName('one-time-passcode', now, 'UTC')).toBe(
      'one-time-passcode-authentications-2026-11-27.csv',
    );
    expect(sessionCsvFileName('passkeys', now, 'America/New_York')).toBe('passkeys-activity-2026-11-26.csv');
  });

  it('refuses more than 50,000 rows with 422 EXPORT_TOO_LARGE', () => {
    expect(() => checkSessionExportSize(50_000)).not.toThrow();
    try {
      checkSessionExportSize(50_001);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).body).toEqual({
        statusCode: 422,
        error: 'EXPORT_TOO_LARGE',
        message: 'Narrow the date range to export fewer than 50,000 rows.',
      });
    }
  });
});
