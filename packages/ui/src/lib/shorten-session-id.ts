/** Ids longer than this are shortened (spec 000 §9). */
export const SESSION_ID_MAX_LENGTH = 12;
const KEPT = 6;

/**
 * A session id as the search results show it: ids over 12 characters become their first 6 and last 6 characters
 * around an ellipsis ("a1b2c3…x7y8z9"); shorter ids are returned unchanged. Counts characters, not UTF-16 units.
 */
export function shortenSessionId(id: string): string {
  const characters = Array.from(id);
  if (characters.length <= SESSION_ID_MAX_LENGTH) return id;
  return `${characters.slice(0, KEPT).join('')}…${characters.slice(-KEPT).join('')}`;
}
