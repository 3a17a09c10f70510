import { APP_IDS, getApp, type AppId } from '@console/api-client';
import { PRODUCT_NAME } from '../../lib/console-config';
// The app area's page names (lib/): the title names a page the way its heading and tabs do.
import { APP_PAGES, type AppPage } from '../../lib/app-pages';
import { PAGE_TEXTS } from '../../lib/page-texts';
import { SETTINGS_OVERVIEW } from './settings-nav';

/** The separator between a page, its section and the product: "Admin Management · Settings · Console". */
export const TITLE_SEPARATOR = ' · ';

const TOP_LEVEL: Record<string, string[]> = {
  '/sign-up': ['Sign up'],
  '/sso/callback': ['Signing in'],
  '/legal/data-processing-addendum': ['Data processing addendum'],
  '/support': ['Support'],
  '/support/ticket': ['Create Ticket', 'Support'],
  '/sales': ['Sales'],
  '/resources': ['Resources'],
  '/settings': ['Settings'],
  '/watch-tower': ['Dashboard', 'Watch Tower'],
  '/watch-tower/accounts': ['Accounts', 'Watch Tower'],
  '/watch-tower/errors': ['Errors', 'Watch Tower'],
  '/watch-tower/support-tickets': ['Support Tickets', 'Watch Tower'],
  '/invitations/accept': ['Accept invitation'],
};

/** An app page's name: the dashboard, or the route pattern (`documents/$id/history`) the path matches. */
function appPageName(rest: string[]): string | undefined {
  if (rest.length === 0 || (rest.length === 1 && rest[0] === 'dashboard')) return 'Dashboard';
  if (rest.join('/') === 'settings/billing') return 'Billing';
  // The Configuration tab's own path, which opens its General page.
  if (rest.join('/') === 'settings') return 'Configuration';
  const params = (pattern: string) => pattern.split('$').length;
  // A literal segment wins over a parameter (documents/$id/history before documents/$id/$version).
  const page = [...APP_PAGES]
    .sort((a, b) => params(a) - params(b))
    .find((pattern) => {
      const parts = pattern.split('/');
      return (
        parts.length === rest.length && parts.every((part, i) => part.startsWith('$') || part === rest[i])
      );
    });
  if (!page || page === 'dashboard' || page === 'settings/billing') return undefined;
  return PAGE_TEXTS[page satisfies AppPage].title;
}

/** The page and its sections for a path, most specific first; empty for a path the console does not know. */
function titleParts(pathname: string, signedIn: boolean): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return [signedIn ? 'Apps' : 'Sign in'];
  const known = TOP_LEVEL[path];
  if (known) return known;
  const setting = SETTINGS_OVERVIEW.find((entry) => entry.to === path);
  if (setting) return [setting.label, 'Settings'];
  const [first = '', ...rest] = path.slice(1).split('/');
  if (first === 'watch-tower' && rest[0] === 'accounts' && rest.length === 2)
    return ['Account', 'Watch Tower'];
  if ((APP_IDS as readonly string[]).includes(first)) {
    const page = appPageName(rest);
    return page ? [page, getApp(first as AppId).title] : [];
  }
  return [];
}

/**
 * The document title of every route: "{Page} · {Section} · {product}", e.g. "Admin Management · Settings ·
 * Console" or "Authentications · One-Time Passcode · Console"; the product alone for an unknown path. One helper
 * reading the path, so each route's title comes from the labels its navigation already shows.
 */
export function pageTitle(pathname: string, signedIn: boolean): string {
  return [...titleParts(pathname, signedIn), PRODUCT_NAME].join(TITLE_SEPARATOR);
}
