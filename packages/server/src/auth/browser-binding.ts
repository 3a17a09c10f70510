import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { hashBinding, newBinding, OAUTH_BROWSER_COOKIE, OAUTH_STATE_TTL_MS } from './social-oauth';

/**
 * This browser's binding for a sign-in it starts (Google, Microsoft, SSO): the one it already has (another tab's
 * sign-in keeps working), or a new one, set as an HttpOnly, SameSite=Lax cookie on /api. The state row keeps its
 * hash; the callback must bring the same cookie, so a code and state sent in a link sign nobody in (login CSRF).
 */
export function bindBrowser(c: Context, deps: AppDeps): string {
  const current = getCookie(c, OAUTH_BROWSER_COOKIE);
  const binding = current && /^[\w-]{43}$/.test(current) ? current : newBinding();
  setCookie(c, OAUTH_BROWSER_COOKIE, binding, {
    path: '/api',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.config.publicUrl.startsWith('https:'),
    maxAge: OAUTH_STATE_TTL_MS / 1000,
  });
  return binding;
}

/** Whether the request comes from the browser whose binding hashes to `browserHash`. */
export function isSameBrowser(c: Context, browserHash: string): boolean {
  const binding = getCookie(c, OAUTH_BROWSER_COOKIE);
  return binding !== undefined && hashBinding(binding) === browserHash;
}
