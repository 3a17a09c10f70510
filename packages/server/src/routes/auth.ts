import type { Hono } from 'hono';
import * as client from 'openid-client';
import { oauthProviderSchema } from '@console/api-client';
import { discover, redeemCode } from '../auth/oidc';
import { sessionToken, signInOrSignUp } from '../auth/sign-in';
import { decryptZoomContext } from '../auth/zoom-context';
import type { OAuthIssuerConfig } from '../config';
import type { AppDeps } from '../deps';
import { HttpError, notFound, SPEC_MESSAGES } from '../http/errors';
import { route } from '../http/route';
import { OutboundError } from '../outbound/outbound';

/**
 * The console starts Google and Microsoft sign-ins and keeps their state itself, so the server has
 * no state to check them against.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- assessed: the browser checks its state
const NO_STATE: typeof client.skipStateCheck = client.skipStateCheck;

const notConfigured = (what: string) =>
  new HttpError('NOT_CONFIGURED', `${what} sign-in is not configured on this server`);

/** Google or Microsoft: the console's code redeemed with the server's client secret. */
async function socialSignIn(deps: AppDeps, provider: 'google' | 'azure', code: string, state?: string) {
  const issuer: OAuthIssuerConfig | undefined =
    provider === 'google' ? deps.config.google : deps.config.microsoft;
  if (!issuer) throw notConfigured(provider === 'google' ? 'Google' : 'Microsoft');
  const configuration = await discover(deps.outbound, issuer);
  const identity = await redeemCode(
    configuration,
    issuer.redirectUri,
    { code, state },
    { expectedState: NO_STATE },
  );
  if (!identity.email) throw new HttpError('UNAUTHENTICATED', 'The identity provider gave no e-mail address');
  return signInOrSignUp(deps, { ...identity, email: identity.email }, provider);
}

export const authRoutes = [
  /** POST /oauth/{provider}/callback: Google (and Microsoft as `azure`). */
  route('completeOAuthCallback', async ({ params, body, deps }) => {
    const provider = oauthProviderSchema.safeParse(params.provider);
    if (!provider.success) throw notFound('No such sign-in provider');
    return { token: await socialSignIn(deps, provider.data, body.code) };
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
    return { token: await signInOrSignUp(deps, identity, 'webex') };
  }),

  /**
   * Zoom embedded sign-in: the encrypted app context names the Zoom user; a linked admin gets a
   * token and its role. An unknown Zoom user is ACCOUNT_EXISTS (the console's "not yet
   * authorized" card): the context carries no e-mail to sign up with.
   */
  route('authenticateZoom', async ({ body, deps }) => {
    if (!deps.config.zoomClientSecret) throw notConfigured('Zoom');
    const context = decryptZoomContext(body.context, deps.config.zoomClientSecret);
    if (!context) throw new HttpError('UNAUTHENTICATED', 'The Zoom app context is not valid');
    if (context.exp !== undefined && context.exp < deps.clock.now().getTime()) {
      throw new HttpError('UNAUTHENTICATED', 'The Zoom app context has expired');
    }
    const admin = await deps.db
      .selectFrom('admin_identities')
      .innerJoin('admins', 'admins.id', 'admin_identities.admin_id')
      .select(['admins.id', 'admins.account_id', 'admins.role', 'admins.is_root'])
      .where('admin_identities.provider', '=', 'zoom')
      .where('admin_identities.subject', '=', context.uid)
      .where('admins.archived_at', 'is', null)
      .executeTakeFirst();
    if (!admin) throw new HttpError('ACCOUNT_EXISTS', SPEC_MESSAGES.ACCOUNT_EXISTS);
    return { token: await sessionToken(deps, admin), role: admin.role };
  }),
];

/**
 * GET /api/app/oauth/azure/callback: Microsoft sends the browser back here (spec 001 §7 notes).
 * Not a row of the call tables: it answers a redirect to the console, `/?token=` on success
 * (the console's token entry) or the SSO callback page with `error_description`.
 */
export function mountMicrosoftCallback(app: Hono, deps: AppDeps): void {
  app.get('/api/app/oauth/azure/callback', async (c) => {
    const code = c.req.query('code');
    const error = c.req.query('error_description') ?? c.req.query('error');
    try {
      if (!code) throw new HttpError('UNAUTHENTICATED', error ?? 'Microsoft sent no code');
      const token = await socialSignIn(deps, 'azure', code, c.req.query('state'));
      return c.redirect(`/?token=${encodeURIComponent(token)}`, 302);
    } catch (caught) {
      if (!(caught instanceof HttpError)) throw caught;
      return c.redirect(`/sso/callback?error_description=${encodeURIComponent(caught.message)}`, 302);
    }
  });
}
