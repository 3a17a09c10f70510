import { describe, expect, it } from 'vitest';
import { detailItems, eventTone, sessionDuration } from './session-format';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 10) + seconds * 1000).toISOString();

describe('sessionDuration', () => {
  it('says seconds, minutes and hours, and nothing while pending', () => {
    expect(sessionDuration({ createdAt: at(0), completedAt: at(45) })).toBe('45 s');
    expect(sessionDuration({ createdAt: at(0), completedAt: at(92) })).toBe('1 min 32 s');
    expect(sessionDuration({ createdAt: at(0), completedAt: at(300) })).toBe('5 min');
    expect(sessionDuration({ createdAt: at(0), completedAt: at(7500) })).toBe('2 h 5 min');
    expect(sessionDuration({ createdAt: at(0), completedAt: null })).toBeNull();
    expect(sessionDuration({ createdAt: at(10), completedAt: at(0) })).toBeNull();
  });
});

describe('eventTone', () => {
  it('colours what went through, failed or ran out', () => {
    expect(eventTone('webhook.delivered')).toBe('success');
    expect(eventTone('session.failed')).toBe('danger');
    expect(eventTone('sms.blocked')).toBe('danger');
    expect(eventTone('session.timed_out')).toBe('warning');
    expect(eventTone('link.opened')).toBeUndefined();
  });
});

describe('detailItems', () => {
  it('lists plain values, joined lists and label/value answers', () => {
    expect(
      detailItems({
        attempts: 2,
        smsStatus: 'delivered',
        synced: true,
        checks: ['document', 'liveness'],
        answers: [
          { label: 'Card number', value: '•••• •••• •••• 4242' },
          { label: 'Plan', value: 'Gold' },
        ],
        nested: { a: 1 },
        empty: '',
      }),
    ).toEqual([
      { label: 'Attempts', value: '2' },
      { label: 'Sms status', value: 'delivered' },
      { label: 'Synced', value: 'Yes' },
      { label: 'Checks', value: 'document, liveness' },
      { label: 'Card number', value: '•••• •••• •••• 4242' },
      { label: 'Plan', value: 'Gold' },
    ]);
  });
});
