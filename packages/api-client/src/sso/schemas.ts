import { z } from 'zod';
import { azureFormSchema, oidcFormSchema, oktaFormSchema } from './forms';

export const SSO_PROVIDERS = ['azure', 'okta', 'oidc'] as const;
export const ssoProviderSchema = z.enum(SSO_PROVIDERS);
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

export const SSO_PROVIDER_LABELS = {
  azure: 'Azure',
  okta: 'Okta',
  oidc: 'OIDC',
} as const satisfies Record<SsoProvider, string>;

/** Saved SSO configs: the client secret is write-only and never comes back (our choice). */
export const azureConfigSchema = azureFormSchema.omit({ clientSecret: true });
export const oktaConfigSchema = oktaFormSchema.omit({ clientSecret: true });
export const oidcConfigSchema = oidcFormSchema.omit({ clientSecret: true });

/**
 * GET /sso: config per provider (spec 001 §7), null when that provider is not configured. At most
 * one is non-null (spec 001 §4).
 */
export const ssoConfigsSchema = z.object({
  azure: azureConfigSchema.nullable(),
  okta: oktaConfigSchema.nullable(),
  oidc: oidcConfigSchema.nullable(),
});
export type SsoConfigs = z.infer<typeof ssoConfigsSchema>;

/** POST /sso body: the provider plus an object under its name. */
export const ssoConfigBodySchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('azure'), azure: azureFormSchema }),
  z.object({ provider: z.literal('okta'), okta: oktaFormSchema }),
  z.object({ provider: z.literal('oidc'), oidc: oidcFormSchema }),
]);
export type SsoConfigBody = z.infer<typeof ssoConfigBodySchema>;
