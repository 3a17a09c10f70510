import { describe, expect, it } from 'vitest';
import {
  checkSmsTemplate,
  countSmsSegments,
  DEFAULT_LINK_SMS_TEMPLATE,
  DEFAULT_OTP_SMS_TEMPLATE,
  defaultSmsTemplate,
  nonGsmWarning,
  renderSmsTemplate,
  SMS_SAMPLE_AGENT_NAME,
  SMS_SAMPLE_LINK,
  smsCounterText,
  smsPlaceholders,
  smsSample,
} from './sms-template';

describe('placeholders and defaults (apps.md §2.6)', () => {
  it('gives OTP {code} and {minutes} instead of {link}, and the document, form and amount apps their own', () => {
    expect(smsPlaceholders('one-time-passcode')).toEqual(['companyName', 'agentName', 'code', 'minutes']);
    expect(smsPlaceholders('passkeys')).toEqual(['companyName', 'agentName', 'link']);
    expect(smsPlaceholders('document-signature')).toContain('documentName');
    expect(smsPlaceholders('e-form')).toContain('formName');
    expect(smsPlaceholders('payments')).toContain('amount');
  });

  it('has the two default messages of the spec', () => {
    expect(defaultSmsTemplate('one-time-passcode')).toBe(
      '{companyName}: your verification code is {code}. It expires in {minutes} minutes. Never share it.',
    );
    expect(defaultSmsTemplate('e-form')).toBe('{companyName}: {agentName} sent you a secure link: {link}');
    expect(checkSmsTemplate('one-time-passcode', DEFAULT_OTP_SMS_TEMPLATE)).toBeNull();
    expect(checkSmsTemplate('passkeys', DEFAULT_LINK_SMS_TEMPLATE)).toBeNull();
  });
});

describe('renderSmsTemplate', () => {
  it('counts {link} as 28 characters and {agentName} as 20', () => {
    expect(SMS_SAMPLE_LINK).toHaveLength(28);
    expect(SMS_SAMPLE_AGENT_NAME).toHaveLength(20);
    const text = renderSmsTemplate(DEFAULT_LINK_SMS_TEMPLATE, smsSample('Acme'));
    expect(text).toBe(`Acme: ${SMS_SAMPLE_AGENT_NAME} sent you a secure link: ${SMS_SAMPLE_LINK}`);
    expect(countSmsSegments(text).characters).toBe(6 + 20 + 25 + 28);
  });

  it('leaves a placeholder without a value as written', () => {
    expect(renderSmsTemplate('{foo} {companyName}', { companyName: 'Acme' })).toBe('{foo} Acme');
  });
});

describe('countSmsSegments (Twilio: GSM-7 160 then 153, UCS-2 70 then 67)', () => {
  it('fits 160 GSM-7 characters in one segment and needs two for 161', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({
      characters: 160,
      segments: 1,
      encoding: 'GSM-7',
      nonGsmChars: [],
    });
    expect(countSmsSegments('a'.repeat(161)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
    expect(countSmsSegments('a'.repeat(459)).segments).toBe(3);
  });

  it('counts € [ ] { } \\ ^ ~ | as one character but two septets', () => {
    const euro = countSmsSegments('€'.repeat(80));
    expect(euro).toMatchObject({ characters: 80, segments: 1, encoding: 'GSM-7' });
    expect(countSmsSegments('€'.repeat(81)).segments).toBe(2);
    expect(countSmsSegments('[]{}\\^~|')).toMatchObject({ characters: 8, segments: 1, encoding: 'GSM-7' });
    // 152 septets, then an escape pair that would straddle the boundary goes whole into the next segment.
    expect(countSmsSegments(`${'a'.repeat(152)}€${'a'.repeat(10)}`).segments).toBe(2);
  });

  it('switches the whole message to UCS-2 for a character outside GSM-7: 70, then 67', () => {
    expect(countSmsSegments(`${'a'.repeat(69)}ç`)).toEqual({
      characters: 70,
      segments: 1,
      encoding: 'UCS-2',
      nonGsmChars: ['ç'],
    });
    expect(countSmsSegments(`${'a'.repeat(70)}ç`).segments).toBe(2);
    expect(countSmsSegments('ç'.repeat(134)).segments).toBe(2);
    expect(countSmsSegments('ç'.repeat(135)).segments).toBe(3);
  });

  it('counts an emoji as two UTF-16 code units, as Twilio does, yet one character', () => {
    const count = countSmsSegments('😀'.repeat(35));
    expect(count).toMatchObject({ characters: 35, segments: 1, encoding: 'UCS-2', nonGsmChars: ['😀'] });
    expect(countSmsSegments('😀'.repeat(36)).segments).toBe(2);
  });

  it('keeps GSM-7 for the accented letters the alphabet has (é, ñ, Ü)', () => {
    expect(countSmsSegments('Café, señor, Über').encoding).toBe('GSM-7');
  });

  it('writes the counter and the warning as the spec does', () => {
    expect(smsCounterText(countSmsSegments('Hello'))).toBe('5 characters · 1 SMS segment · GSM-7');
    expect(smsCounterText(countSmsSegments('a'.repeat(161)))).toBe('161 characters · 2 SMS segments · GSM-7');
    expect(nonGsmWarning(['ç', '😀'])).toBe(
      'Characters outside the GSM alphabet (for example ç 😀) cut each segment to 70 characters.',
    );
  });
});

describe('checkSmsTemplate', () => {
  it('answers the first of the spec messages', () => {
    expect(checkSmsTemplate('passkeys', '   ')).toBe('Message is required');
    expect(checkSmsTemplate('passkeys', 'Hello from {companyName}')).toBe('The message must contain {link}');
    expect(checkSmsTemplate('one-time-passcode', 'Your link {link}')).toBe('The message must contain {code}');
    expect(checkSmsTemplate('passkeys', 'Hi {foo}: {link}')).toBe('Unknown placeholder {foo}');
    expect(checkSmsTemplate('passkeys', `${'a'.repeat(440)} {link}`)).toBe(
      'The message must fit in 3 SMS segments',
    );
    expect(checkSmsTemplate('document-signature', 'Sign {documentName}: {link}')).toBeNull();
  });
});
