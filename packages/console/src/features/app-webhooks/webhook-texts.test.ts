import { describe, expect, it } from 'vitest';
import { durationText, prettyBody, shortId, statusCodeText, testResultText } from './webhook-texts';

describe('testResultText', () => {
  it('says the three results of the spec', () => {
    expect(testResultText({ statusCode: 200, durationMs: 142 })).toBe('Delivered · 200 · 142 ms');
    expect(testResultText({ statusCode: 500, durationMs: 80 })).toBe('Failed · 500');
    expect(testResultText({ statusCode: null, durationMs: 15000, error: 'timed out' })).toBe(
      'Failed · timed out',
    );
    expect(testResultText({ statusCode: null, durationMs: 15000 })).toBe('Failed · timed out');
  });

  it('names another failure without an answer, and counts long durations with a separator', () => {
    expect(testResultText({ statusCode: null, durationMs: 3, error: 'connection refused' })).toBe(
      'Failed · connection refused',
    );
    expect(testResultText({ statusCode: 204, durationMs: 1234 })).toBe('Delivered · 204 · 1,234 ms');
  });
});

describe('delivery cells', () => {
  it('shows "—" for a missing status code or duration', () => {
    expect(statusCodeText(null)).toBe('—');
    expect(statusCodeText(502)).toBe('502');
    expect(durationText(null)).toBe('—');
    expect(durationText(87)).toBe('87 ms');
  });

  it('indents a JSON body and keeps anything else', () => {
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('not json')).toBe('not json');
  });

  it('shortens long ids 6…6', () => {
    expect(shortId('sess_0123456789abcdef')).toBe('sess_0…abcdef');
    expect(shortId('short')).toBe('short');
  });
});
