import type { TokenService } from '../auth/tokens';
import {
  DEMO_ACCOUNT_ID,
  DEMO_ADMIN_IDS,
  INTERNAL_ACCOUNT_ID,
  NEWCOMER_ACCOUNT_ID,
  NEWCOMER_OWNER_ID,
  OPERATOR_ADMIN_ID,
} from './demo-account';

/** One sign-in link per demo role, each with a 12-hour token (demo mode only). */
export async function demoSignInLinks(tokens: TokenService, publicUrl: string) {
  const links = {
    owner: await tokens.sign({
      acc: DEMO_ACCOUNT_ID,
      sub: DEMO_ADMIN_IDS.owner,
      role: 'owner',
      ghost: false,
    }),
    admin: await tokens.sign({
      acc: DEMO_ACCOUNT_ID,
      sub: DEMO_ADMIN_IDS.admin,
      role: 'admin',
      ghost: false,
    }),
    supervisor: await tokens.sign({
      acc: DEMO_ACCOUNT_ID,
      sub: DEMO_ADMIN_IDS.supervisor,
      role: 'supervisor',
      ghost: false,
    }),
    /** The owner of an account not yet onboarded: the questionnaire on first sign-in. */
    newcomer: await tokens.sign({
      acc: NEWCOMER_ACCOUNT_ID,
      sub: NEWCOMER_OWNER_ID,
      role: 'owner',
      ghost: false,
    }),
    operator: await tokens.sign({
      acc: INTERNAL_ACCOUNT_ID,
      sub: OPERATOR_ADMIN_ID,
      role: 'admin',
      isRoot: true,
      ghost: false,
    }),
  };
  return Object.fromEntries(
    Object.entries(links).map(([role, token]) => [role, `${publicUrl}/?token=${token}`]),
  ) as Record<keyof typeof links, string>;
}
