/**
 * Up to two initials: the first letters of the first and last words ("Jane van Cooper" → "JC"), one letter for a
 * single word ("Jane" → "J"), the first letter of the local part of an e-mail address ("jane@acme.com" → "J"),
 * and "?" for an empty name. Letters outside the Basic Multilingual Plane stay whole.
 */
export function initials(name: string): string {
  const words = name.trim().split('@')[0]?.split(/\s+/).filter(Boolean) ?? [];
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase('en-US');
  return letter(first) + (last ? letter(last) : '');
}
