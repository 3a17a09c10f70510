import { describe, expect, it } from 'vitest';
import { bellLabel, countIncomplete } from './bell-label';

describe('countIncomplete', () => {
  it('counts the items not done', () => {
    const items = [
      { id: 'branding', label: 'Logo and colour set', done: false },
      { id: 'domain', label: 'Branded domain set and verified', done: true },
    ];
    expect(countIncomplete(items)).toBe(1);
    expect(countIncomplete([])).toBe(0);
  });
});

describe('bellLabel', () => {
  it('names the count only when there is one', () => {
    expect(bellLabel(2)).toBe('Notifications, 2 incomplete');
    expect(bellLabel(1)).toBe('Notifications, 1 incomplete');
    expect(bellLabel(0)).toBe('Notifications');
  });
});
