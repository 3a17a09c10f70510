export { ExpiryBadge, type ExpiryBadgeProps } from './expiry-badge';
export { describeExpiry } from './expiry';
