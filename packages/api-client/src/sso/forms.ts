import { z } from 'zod';
import { isPublicMailDomain } from './public-mail-domains';

/** Shown when a public mail domain is entered as the SSO domain (our text). */
export const PUBLIC_MAIL_DOMAIN_MESSAGE = 'A public e-mail domain such as gmail.com cannot be used for SSO';

/** The e-mail domain SSO signs people in for: never a public mail domain (see public-mail-domains). */
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Domain is required' })
  .refine((value) => !isPublicMailDomain(value), { error: PUBLIC_MAIL_DOMAIN_MESSAGE });
const clientId = z.string().trim().min(1, { error: 'Client ID is required' });
const clientSecret = z.string().trim().min(1, { error: 'Client Secret is required' });
const discoveryUrl = z.url({ error: 'Discovery URL is required' });
const groupId = z.string().trim().optional();

/** Azure form (spec 001 §5). Group IDs map users to the admin dashboard or the agent app. */
export const azureFormSchema = z.object({
  discoveryUrl,
  domain,
  clientId,
  clientSecret,
  adminGroupId: groupId,
  agentGroupId: groupId,
});
export type AzureForm = z.infer<typeof azureFormSchema>;

/**
 * Okta form (spec 001 §5). The spec lists no discoveryUrl among Okta's fields and leaves its rule
 * open: Okta has none; the server derives the issuer from the tenant.
 */
export const oktaFormSchema = z.object({
  tenant: z.string().trim().min(1, { error: 'Tenant is required' }),
  domain,
  clientId,
  clientSecret,
  adminGroupId: groupId,
  agentGroupId: groupId,
});
export type OktaForm = z.infer<typeof oktaFormSchema>;

/** OIDC form (spec 001 §5); discoveryUrl is labelled as the issuer. */
export const oidcFormSchema = z.object({ discoveryUrl, domain, clientId, clientSecret });
export type OidcForm = z.infer<typeof oidcFormSchema>;
