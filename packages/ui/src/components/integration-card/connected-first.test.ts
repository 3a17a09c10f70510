import { describe, expect, it } from 'vitest';
import { connectedFirst } from './connected-first';

const card = (id: string, status: string) => ({ id, status });

describe('connectedFirst', () => {
  it('moves connected cards to the front and keeps the order otherwise', () => {
    const items = [
      card('azure', 'disconnected'),
      card('okta', 'connected'),
      card('oidc', 'pending'),
      card('datadog', 'disconnected'),
      card('rapid7', 'connected'),
    ];
    expect(connectedFirst(items).map((item) => item.id)).toEqual([
      'okta',
      'rapid7',
      'azure',
      'oidc',
      'datadog',
    ]);
  });

  it('leaves the input alone', () => {
    const items = [card('a', 'disconnected'), card('b', 'connected')];
    connectedFirst(items);
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('handles no cards', () => {
    expect(connectedFirst([])).toEqual([]);
  });
});
