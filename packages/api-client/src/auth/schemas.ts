import { z } from 'zod';
import { roleSchema } from '../admins/role';

/** SSO sign-in e-mail (spec 001 §5). */
export const ssoSignInFormSchema = z.object({
  email: z.email({ error: 'Please provide a valid email address' }),
});
export type SsoSignInForm = z.infer<typeof ssoSignInFormSchema>;

/** POST /sso/oauth/authorize answer: where to send the browser. */
export const ssoAuthorizeResponseSchema = z.object({ url: z.url() });
export type SsoAuthorizeResponse = z.infer<typeof ssoAuthorizeResponseSchema>;

/** Social sign-in providers with a server callback (Google; Microsoft is `azure`). */
export const OAUTH_PROVIDERS = ['google', 'azure'] as const;
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/**
 * Session of spec 001 §3 as the Zoom context call answers it: token and role. The role uses the
 * admin roles (not shown in the spec whether an agent role exists; agents get ACCOUNT_EXISTS).
 */
export const sessionSchema = z.object({ token: z.string().min(1), role: roleSchema });
export type Session = z.infer<typeof sessionSchema>;
