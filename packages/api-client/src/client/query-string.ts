export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/**
 * GET parameters as a query string, arrays in bracket notation (`apps[]=a&apps[]=b`, spec 000 §7).
 * Null and undefined are left out. Returns '' or a string starting with '?'.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const name = encodeURIComponent(key);
    const values = Array.isArray(value) ? (value as readonly QueryValue[]) : [value as QueryValue];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      parts.push(`${Array.isArray(value) ? `${name}[]` : name}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
