/**
 * The secret key as shown while hidden (spec 001 §9): everything up to and including its first underscore stays,
 * every character after it becomes an asterisk (`sk_live_ab` → `sk_*******`). A key without an underscore is
 * masked whole.
 */
export function maskSecretKey(key: string): string {
  const visible = key.indexOf('_') + 1;
  return key.slice(0, visible) + '*'.repeat(key.length - visible);
}
