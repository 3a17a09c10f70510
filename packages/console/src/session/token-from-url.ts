/** The query parameter a sign-in link carries the token in (spec 000 §4). */
export const TOKEN_QUERY_PARAMETER = 'token';

/**
 * Takes a token out of the address: returns it, and the same address without it, so the token does not stay in
 * the history, in bookmarks or in a Referer header.
 */
export function takeTokenFromUrl(href: string): { token: string | null; cleanHref: string } {
  const url = new URL(href);
  const token = url.searchParams.get(TOKEN_QUERY_PARAMETER);
  if (!token) return { token: null, cleanHref: href };
  url.searchParams.delete(TOKEN_QUERY_PARAMETER);
  return { token, cleanHref: url.pathname + url.search + url.hash };
}
