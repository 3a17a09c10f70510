/** The query parameter a sign-in link carries the token in (spec 000 §4). */
const TOKEN_QUERY_PARAMETER = 'token';

/** The invitation e-mail's link, whose `token` is an invitation's, not a session's: its page accepts it. */
const INVITATION_LINK_PATH = '/invitations/accept';

/**
 * Takes a token out of the address: returns it, and the same address without it, so the token does not stay in
 * the history, in bookmarks or in a Referer header.
 */
export function takeTokenFromUrl(href: string): { token: string | null; cleanHref: string } {
  const url = new URL(href);
  if (url.pathname.replace(/\/+$/, '') === INVITATION_LINK_PATH) return { token: null, cleanHref: href };
  const token = url.searchParams.get(TOKEN_QUERY_PARAMETER);
  if (!token) return { token: null, cleanHref: href };
  url.searchParams.delete(TOKEN_QUERY_PARAMETER);
  return { token, cleanHref: url.pathname + url.search + url.hash };
}
