import type { ContractGroup } from '../types';
import { refused } from '../facts';

/**
 * What the back ends decide themselves in the sign-in calls. A sign-in an identity provider finishes (its code and
 * state, a Webex or Zoom token) is the provider's to decide: the mocks simulate it, so those successes are not here.
 */
export const signInGroup: ContractGroup = {
  name: 'sign-in: what the back end decides before any identity provider',
  steps: [
    {
      name: 'SSO needs a valid e-mail, with the spec words',
      call: 'authorizeSso',
      as: 'none',
      path: '/sso/oauth/authorize',
      body: { email: 'olivia' },
      expect: {
        status: 400,
        body: refused(400, 'VALIDATION_FAILED', 'email: Please provide a valid email address'),
      },
    },
    {
      name: 'an e-mail domain no account has proven: SSO_NOT_CONFIGURED with the spec words',
      call: 'authorizeSso',
      as: 'none',
      path: '/sso/oauth/authorize',
      body: { email: 'someone@unknown-company.example' },
      expect: {
        status: 404,
        body: refused(404, 'SSO_NOT_CONFIGURED', 'SSO is not configured for this email address'),
      },
    },
    {
      name: 'an unknown social provider',
      call: 'authorizeOAuth',
      as: 'none',
      path: '/oauth/github/authorize',
      body: { intent: 'sign-in' },
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'No such sign-in provider') },
    },
    {
      name: 'a sign-in intent is required',
      call: 'authorizeOAuth',
      as: 'none',
      path: '/oauth/google/authorize',
      body: { intent: 'sign-out' },
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'intent: Invalid option: expected one of "sign-in"|"sign-up"',
        },
      },
    },
    {
      name: 'a Google callback whose state no Google sign-in made',
      call: 'completeOAuthCallback',
      as: 'none',
      path: '/oauth/google/callback',
      body: { code: 'code', state: 'st_1' },
      expect: {
        status: 400,
        body: refused(
          400,
          'OAUTH_STATE_INVALID',
          'This sign-in was not started in this browser or has expired. Please sign in again.',
        ),
      },
    },
    {
      name: 'the SSO callback needs code and state',
      call: 'completeSsoCallback',
      as: 'none',
      path: '/sso/oauth/callback',
      body: { code: 'code' },
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'state: Invalid input: expected string, received undefined',
        },
      },
    },
    {
      name: 'Webex needs its access token',
      call: 'authenticateWebex',
      as: 'none',
      path: '/webex/authenticate',
      body: { accessToken: '' },
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'accessToken: Too small: expected string to have >=1 characters',
        },
      },
    },
    {
      name: 'Zoom needs its app context',
      call: 'authenticateZoom',
      as: 'none',
      path: '/zoom/context',
      body: {},
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'context: Invalid input: expected string, received undefined',
        },
      },
    },
    {
      name: 'Zoom’s authorize needs the context',
      call: 'authorizeZoom',
      as: 'none',
      path: '/zoom/authorize',
      body: { context: '' },
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'context: Too small: expected string to have >=1 characters',
        },
      },
    },
    {
      name: 'Zoom’s link needs code, state and context',
      call: 'linkZoom',
      as: 'none',
      path: '/zoom/link',
      body: { code: 'c' },
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message:
            'context: Invalid input: expected string, received undefined; state: Invalid input: expected string, received undefined',
        },
      },
    },
    {
      name: 'an invitation link token has a length',
      call: 'acceptInvitation',
      as: 'none',
      path: '/invitations/accept',
      body: { token: 'short' },
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'token: Too small: expected string to have >=16 characters',
        },
      },
    },
  ],
};
