/**
 * The settings side menu: exactly the nine entries of spec 001 §2, in its order. Descriptions are ours, for the
 * overview at /settings.
 */
export const SETTINGS_NAV = [
  { label: 'Branding', to: '/settings/branding', description: 'Company name, logo and brand colour.' },
  { label: 'Domain', to: '/settings/domain', description: 'A branded custom domain and its verification.' },
  {
    label: 'Admin Management',
    to: '/settings/admin-management',
    description: 'Invite administrators and change their roles.',
  },
  {
    label: 'SMS Configuration',
    to: '/settings/sms-configuration',
    description: 'Send SMS through your own Twilio account.',
  },
  {
    label: 'Customer Lookup',
    to: '/settings/customer-lookup',
    description: 'Find customers through your own HTTPS API.',
  },
  {
    label: 'Single Sign-On',
    to: '/settings/single-sign-on',
    description: 'Sign in with Azure, Okta or any OpenID provider.',
  },
  {
    label: 'Logging',
    to: '/settings/logging',
    description: 'Forward logs to Datadog, CloudWatch, Sumo Logic or Rapid7.',
  },
  { label: 'Audit log', to: '/settings/audit-log', description: 'Every change made in this account.' },
  { label: 'Developers', to: '/settings/developers', description: 'API credentials and the webhook secret.' },
] as const;

/**
 * The overview at /settings also lists Billing: spec 000 §2 names /settings/billing among the settings routes, but
 * the side menu has the nine entries above only.
 */
export const SETTINGS_OVERVIEW = [
  ...SETTINGS_NAV,
  { label: 'Billing', to: '/settings/billing', description: 'Plans and billing of your apps.' },
] as const;
