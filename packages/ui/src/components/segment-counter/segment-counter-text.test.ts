import { describe, expect, it } from 'vitest';
import { segmentCountText, ucs2WarningText } from './segment-counter-text';

describe('segmentCountText', () => {
  it('says one segment in the singular and more in the plural', () => {
    expect(segmentCountText(142, 1, 'GSM-7')).toBe('142 characters · 1 SMS segment · GSM-7');
    expect(segmentCountText(161, 2, 'GSM-7')).toBe('161 characters · 2 SMS segments · GSM-7');
    expect(segmentCountText(1205, 18, 'UCS-2')).toBe('1,205 characters · 18 SMS segments · UCS-2');
  });

  it('says one character in the singular', () => {
    expect(segmentCountText(1, 1, 'GSM-7')).toBe('1 character · 1 SMS segment · GSM-7');
  });
});

describe('ucs2WarningText', () => {
  it('names the characters that force UCS-2', () => {
    expect(ucs2WarningText(['é', '😀'])).toBe(
      'Characters outside the GSM alphabet (for example é, 😀) cut each segment to 70 characters.',
    );
  });
});
