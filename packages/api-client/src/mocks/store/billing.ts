import type { AppId } from '../../apps';
import type { MockAppBilling } from './types';

/** Credits every free trial starts with (not shown in the spec). */
export const FREE_TIER_CREDITS = 500;

/**
 * Every status of spec 000 §4 appears among the released apps. one-time-passcode is the free
 * trial at 85% of its free tier (the counter is red from 80%); identity-verification is a second,
 * barely used trial (unreleased, seen by staff only).
 */
export function demoBilling(): Record<AppId, MockAppBilling> {
  return {
    passkeys: { status: 'subscription', credits: 12_840, freeTier: FREE_TIER_CREDITS },
    'one-time-passcode': { status: 'free-trial', credits: 425, freeTier: FREE_TIER_CREDITS },
    'document-signature': { status: 'enterprise', credits: 48_310, freeTier: FREE_TIER_CREDITS },
    'e-form': { status: 'cancelled', credits: 1_204, freeTier: FREE_TIER_CREDITS },
    payments: { status: 'inactive', credits: 0, freeTier: FREE_TIER_CREDITS },
    'identity-verification': { status: 'free-trial', credits: 40, freeTier: FREE_TIER_CREDITS },
    'gateway-payments': { status: 'inactive', credits: 0, freeTier: FREE_TIER_CREDITS },
  };
}
