/**
 * The CNAME target of a custom domain: the product's CDN host (spec 001 §9 names it, not its value). A build-time
 * setting, `VITE_DOMAIN_CNAME_TARGET`; the default is our choice.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const DOMAIN_CNAME_TARGET = env.VITE_DOMAIN_CNAME_TARGET ?? 'cdn.console.example';
