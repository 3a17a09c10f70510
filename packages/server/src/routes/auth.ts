import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { oauthProviderSchema } from '@console/api-client';
import { refusalText } from '@console/api-client/rules';
import { bindBrowser } from '../auth/browser-binding';
import { finishSocialSignIn, OAUTH_BROWSER_COOKIE, startSocialSignIn } from '../auth/social-oauth';
import { sessionToken, signInOrSignUp } from '../auth/sign-in';
import { finishZoomLink, startZoomLink, zoomSession } from '../auth/zoom-link';
import type { AdminRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { HttpError, notFound, REFUSALS } from '../http/errors';
import { limitResolvedAccount } from '../http/public-limits';
import { route } from '../http/route';
import { OutboundError } from '../outbound/outbound';

const notConfigured = (what: string) =>
  new HttpError('NOT_CONFIGURED', refusalText.signInNotConfigured(what));

function providerOf(value: string | undefined) {
  const provider = oauthProviderSchema.safeParse(value);
  if (!provider.success) throw notFound(REFUSALS.noSuchProvider);
  return provider.data;
}

/** A provider's sign-in, counted against the account it resolved to (429 past the limit), then its token. */
async function signedIn(deps: AppDeps, route: string, admin: AdminRow): Promise<string> {
  await limitResolvedAccount(deps, route, admin.account_id);
  return sessionToken(deps, admin);
}

export const authRoutes = [
  /** POST /oauth/{provider}/authorize: the start of a Google or Microsoft sign-in (see social-oauth.ts). */
  route('authorizeOAuth', async ({ c, params, body, deps }) => {
    const provider = providerOf(params.provider);
    return { url: await startSocialSignIn(deps, provider, body.intent, bindBrowser(c, deps)) };
  }),

  /** POST /oauth/{provider}/callback (spec 001 §7): Google's code and state, from /sso/callback. */
  route('completeOAuthCallback', async ({ c, params, body, deps }) => {
    const provider = providerOf(params.provider);
    const admin = await finishSocialSignIn(deps, provider, body, getCookie(c, OAUTH_BROWSER_COOKIE));
    return { token: await signedIn(deps, 'completeOAuthCallback', admin) };
  }),

  /** Webex embedded sign-in: the Webex access token names the person (GET /people/me). */
  route('authenticateWebex', async ({ body, deps }) => {
    if (!deps.config.webexApiBase) throw notConfigured('Webex');
    let answer;
    try {
      answer = await deps.outbound.request({
        url: `${deps.config.webexApiBase.replace(/\/$/, '')}/people/me`,
        method: 'GET',
        headers: { authorization: `Bearer ${body.accessToken}`, accept: 'application/json' },
      });
    } catch (error) {
      if (error instanceof OutboundError)
        throw new HttpError('UNAUTHENTICATED', `Webex could not be reached: ${error.message}`);
      throw error;
    }
    if (answer.status !== 200)
      throw new HttpError('UNAUTHENTICATED', 'Webex did not accept the access token');
    const person = JSON.parse(answer.body) as { emails?: unknown; firstName?: unknown; lastName?: unknown };
    const email =
      Array.isArray(person.emails) && typeof person.emails[0] === 'string' ? person.emails[0] : undefined;
    if (!email) throw new HttpError('UNAUTHENTICATED', 'Webex gave no e-mail address');
    const identity = {
      email: email.toLowerCase(),
      firstName: typeof person.firstName === 'string' ? person.firstName : '',
      lastName: typeof person.lastName === 'string' ? person.lastName : '',
    };
    return {
      token: await signedIn(deps, 'authenticateWebex', await signInOrSignUp(deps, identity, 'webex')),
    };
  }),

  /**
   * Zoom embedded sign-in: the encrypted app context names the Zoom user; a linked one gets a token and its role, one
   * not linked yet ZOOM_LINK_REQUIRED, and the console links it (the two calls below; rules in auth/zoom-link.ts).
   */
  route('authenticateZoom', ({ body, deps }) => zoomSession(deps, body.context)),

  /** POST /zoom/authorize: the state and PKCE challenge for the Zoom client's in-client authorize. */
  route('authorizeZoom', ({ body, deps }) => startZoomLink(deps, body.context)),

  /** POST /zoom/link: the code from Zoom's onAuthorized; links the Zoom user and answers token and role. */
  route('linkZoom', ({ body, deps }) => finishZoomLink(deps, body)),
];

/**
 * GET /api/app/oauth/azure/callback: Microsoft sends the browser back here (spec 001 §7 notes).
 * Not a row of the call tables: it checks state, browser and PKCE like the POST callback, then
 * answers a redirect to the console, `/?token=` on success (the console's one token hand-over,
 * which it removes from the address at once) or the SSO callback page with `error_description`.
 */
export function mountMicrosoftCallback(app: Hono, deps: AppDeps): void {
  app.get('/api/app/oauth/azure/callback', async (c) => {
    const code = c.req.query('code');
    const state = c.req.query('state');
    const error = c.req.query('error_description') ?? c.req.query('error');
    try {
      if (!code) throw new HttpError('UNAUTHENTICATED', error ?? 'Microsoft sent no code');
      const admin = await finishSocialSignIn(
        deps,
        'azure',
        { code, state: state ?? '' },
        getCookie(c, OAUTH_BROWSER_COOKIE),
      );
      const token = await signedIn(deps, 'microsoftCallback', admin);
      return c.redirect(`/?token=${encodeURIComponent(token)}`, 302);
    } catch (caught) {
      if (!(caught instanceof HttpError)) throw caught;
      return c.redirect(`/sso/callback?error_description=${encodeURIComponent(caught.message)}`, 302);
    }
  });
}
