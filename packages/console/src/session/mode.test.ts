import { describe, expect, it } from 'vitest';
import { detectMode } from './mode';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('detectMode', () => {
  it('is standalone in an ordinary browser', () => {
    expect(detectMode('', browser)).toBe('standalone');
  });

  it('detects Webex and Zoom from the user agent', () => {
    expect(detectMode('', `${browser} Webex/44.3`)).toBe('webex');
    expect(detectMode('', `${browser} ZoomApps/1.0`)).toBe('zoom');
    expect(detectMode('', `${browser} ZoomWebKit/537.36`)).toBe('zoom');
  });

  it('takes the query parameter over the user agent', () => {
    expect(detectMode('?client=zoom', browser)).toBe('zoom');
    expect(detectMode('?client=webex', browser)).toBe('webex');
  });

  it('is standalone when the query says so, even inside an embedded client', () => {
    expect(detectMode('?client=standalone', `${browser} Webex/44.3`)).toBe('standalone');
  });

  it('ignores unknown values', () => {
    expect(detectMode('?client=teams', browser)).toBe('standalone');
  });
});
