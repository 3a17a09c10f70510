/**
 * Our own marks for the integrations (no trademarks): a rounded square in a colour near the brand's, with the
 * name's initials in white. Every colour keeps 4.5:1 against the white letters.
 */
export const INTEGRATION_PROVIDERS = {
  twilio: { name: 'Twilio', initials: 'Tw', color: '#c8102e' },
  cisco: { name: 'Cisco', initials: 'Ci', color: '#00607f' },
  zoom: { name: 'Zoom', initials: 'Zm', color: '#0b5cff' },
  datadog: { name: 'Datadog', initials: 'Dd', color: '#632ca6' },
  cloudwatch: { name: 'CloudWatch', initials: 'CW', color: '#b0084d' },
  sumologic: { name: 'Sumo Logic', initials: 'SL', color: '#000099' },
  rapid7: { name: 'Rapid7', initials: 'R7', color: '#b93d0b' },
  azure: { name: 'Azure', initials: 'Az', color: '#0067b8' },
  okta: { name: 'Okta', initials: 'Ok', color: '#00297a' },
  oidc: { name: 'OIDC', initials: 'ID', color: '#8a4b08' },
  google: { name: 'Google', initials: 'G', color: '#1a5fd0' },
  microsoft: { name: 'Microsoft', initials: 'MS', color: '#505050' },
} as const;

export type IntegrationProvider = keyof typeof INTEGRATION_PROVIDERS;

export interface IntegrationLogoProps {
  provider: IntegrationProvider;
  /** Width and height in pixels. */
  size?: number;
  /** Names the logo for assistive technology; without it the logo is decorative (name the provider in text). */
  label?: string;
  className?: string;
}

export function IntegrationLogo({ provider, size = 40, label, className }: IntegrationLogoProps) {
  const { initials, color } = INTEGRATION_PROVIDERS[provider];
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      className={className}
      data-provider={provider}
      {...named}
    >
      <rect width="40" height="40" rx="9" fill={color} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontFamily="inherit"
        fontSize={initials.length > 1 ? 15 : 18}
        fontWeight="700"
      >
        {initials}
      </text>
    </svg>
  );
}
