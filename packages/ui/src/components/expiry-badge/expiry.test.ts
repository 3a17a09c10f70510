import { describe, expect, it } from 'vitest';
import { describeExpiry } from './expiry';

const now = new Date('2026-11-21T10:00:00.000Z');

describe('describeExpiry', () => {
  it('says "Expires {date}" before the expiry', () => {
    expect(describeExpiry(new Date('2026-11-28T12:00:00Z'), now, 'UTC')).toEqual({
      expired: false,
      label: 'Expires Nov 28, 2026',
    });
    expect(describeExpiry(new Date(now.getTime() + 1), now, 'UTC').expired).toBe(false);
  });

  it('says "Expired {date}" from the expiry instant on', () => {
    expect(describeExpiry(now, now, 'UTC')).toEqual({ expired: true, label: 'Expired Nov 21, 2026' });
    expect(describeExpiry(new Date('2026-11-14T12:00:00Z'), now, 'UTC').label).toBe('Expired Nov 14, 2026');
  });
});
