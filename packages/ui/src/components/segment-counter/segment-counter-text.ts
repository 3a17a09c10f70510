/** How an SMS is encoded: GSM-7 (160 characters, 153 per part) or UCS-2 (70, 67 per part). */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

const count = new Intl.NumberFormat('en-US');

/** "142 characters · 1 SMS segment · GSM-7" (spec apps.md §2.6, §6). */
export function segmentCountText(characters: number, segments: number, encoding: SmsEncoding): string {
  const characterText = `${count.format(characters)} ${characters === 1 ? 'character' : 'characters'}`;
  const segmentText = segments === 1 ? '1 SMS segment' : `${count.format(segments)} SMS segments`;
  return `${characterText} · ${segmentText} · ${encoding}`;
}

/** The UCS-2 warning, word for word (spec apps.md §2.6), with the characters that caused it: "é, ü". */
export function ucs2WarningText(characters: readonly string[]): string {
  return `Characters outside the GSM alphabet (for example ${characters.join(', ')}) cut each segment to 70 characters.`;
}
