import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { authenticateWebex } from '../../auth/authenticate-webex';
import { authenticateZoom } from '../../auth/authenticate-zoom';
import { authorizeOAuth } from '../../auth/authorize-oauth';
import { authorizeZoom } from '../../auth/authorize-zoom';
import { linkZoom } from '../../auth/link-zoom';
import { authorizeSso } from '../../auth/authorize-sso';
import { completeOAuthCallback } from '../../auth/complete-oauth-callback';
import { completeSsoCallback } from '../../auth/complete-sso-callback';
import { submitQuestionnaire } from '../../onboarding/submit-questionnaire';
import { getBootstrap } from '../../session/get-bootstrap';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../../seed/demo-account';
import { mockZoomCode } from './zoom-link';
import { setupMockApi } from '../test-support';

const api = setupMockApi();

describe('sign-in and onboarding', () => {
  it('links a Zoom user as the server does: ZOOM_LINK_REQUIRED, authorize, link once per state, then the context signs in', async () => {
    await expect(authenticateZoom(api.client, { context: 'ctx' })).rejects.toMatchObject({
      status: 409,
      code: 'ZOOM_LINK_REQUIRED',
    });
    const { codeChallenge, state } = await authorizeZoom(api.client, { context: 'ctx' });
    expect(codeChallenge.length).toBeGreaterThanOrEqual(43);
    const code = mockZoomCode('marcus.reed@northwind-contact.com');
    await expect(linkZoom(api.client, { context: 'ctx', code, state: 'forged' })).rejects.toMatchObject({
      status: 400,
      code: 'OAUTH_STATE_INVALID',
    });
    const linked = await linkZoom(api.client, { context: 'ctx', code, state });
    expect(linked.role).toBe('admin');
    expect(decodeJwt(linked.token)).toMatchObject({ sub: DEMO_ADMIN_IDS.admin });
    await expect(linkZoom(api.client, { context: 'ctx', code, state })).rejects.toMatchObject({
      code: 'OAUTH_STATE_INVALID',
    });
    expect(await authenticateZoom(api.client, { context: 'ctx' })).toMatchObject({ role: 'admin' });

    const other = await authorizeZoom(api.client, { context: 'ctx-2' });
    await expect(
      linkZoom(api.client, {
        context: 'ctx-2',
        code: mockZoomCode('stranger@elsewhere.example'),
        state: other.state,
      }),
    ).rejects.toMatchObject({ status: 409, code: 'ACCOUNT_EXISTS' });
  });

  it('authorizes SSO for the configured domain, SSO_NOT_CONFIGURED otherwise', async () => {
    const { url } = await authorizeSso(api.client, { email: 'olivia.bennett@northwind-contact.com' });
    expect(new URL(url).hostname).toBe('northwind.okta.com');
    expect(new URL(url).searchParams.get('scope')).toBe('openid email profile');
    await expect(authorizeSso(api.client, { email: 'a@elsewhere.com' })).rejects.toMatchObject({
      status: 404,
      code: 'SSO_NOT_CONFIGURED',
    });
  });

  it('answers tokens for the session admin from every sign-in call', async () => {
    const tokens = [
      (await completeSsoCallback(api.client, { code: 'c', state: 's' })).token,
      (await completeOAuthCallback(api.client, { provider: 'google', code: 'c', state: 'google.1' })).token,
      (await authenticateWebex(api.client, { accessToken: 'a' })).token,
    ];
    for (const token of tokens) {
      expect(decodeJwt(token)).toMatchObject({
        acc: DEMO_ACCOUNT_ID,
        sub: DEMO_ADMIN_IDS.owner,
        ghost: false,
      });
    }
    await expect(authenticateWebex(api.client, { accessToken: '' })).rejects.toMatchObject({ status: 400 });
  });

  it('starts Google and Microsoft sign-ins with state, nonce and PKCE, and refuses a foreign Google state', async () => {
    const google = new URL((await authorizeOAuth(api.client, { provider: 'google', intent: 'sign-in' })).url);
    expect(google.searchParams.get('redirect_uri')).toMatch(/\/sso\/callback$/);
    expect(google.searchParams.get('state')).toMatch(/^google\./);
    expect(google.searchParams.get('code_challenge_method')).toBe('S256');
    const azure = new URL((await authorizeOAuth(api.client, { provider: 'azure', intent: 'sign-up' })).url);
    expect(azure.searchParams.get('redirect_uri')).toMatch(/\/api\/app\/oauth\/azure\/callback$/);
    await expect(
      completeOAuthCallback(api.client, { provider: 'google', code: 'c', state: 'st_1' }),
    ).rejects.toMatchObject({ status: 400, code: 'OAUTH_STATE_INVALID' });
  });

  it('marks the account onboarded when the questionnaire is submitted', async () => {
    api.store.account.hasOnboarded = false;
    expect((await getBootstrap(api.client)).account.hasOnboarded).toBe(false);
    const answers = {
      companyName: 'Acme',
      annualCallVolume: '10k-50k',
      currentAuthenticationMethod: 'otp',
      apps: ['passkeys'],
    } as const;
    await submitQuestionnaire(api.client, { ...answers, apps: [...answers.apps] });
    expect((await getBootstrap(api.client)).account.hasOnboarded).toBe(true);
    expect(api.store.questionnaire).toMatchObject({ companyName: 'Acme' });
  });
});
