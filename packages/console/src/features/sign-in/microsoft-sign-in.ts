import { buildMicrosoftAuthorizeUrl } from '@console/api-client';
import { MICROSOFT_CLIENT_ID, MICROSOFT_TENANT } from './sign-in-config';

/**
 * Microsoft's authorize page (spec 001 §7 notes): the code goes to the server's /api/app/oauth/azure/callback,
 * which finishes the sign-in and sends the browser back with the token. No state is passed (it is optional): the
 * browser never sees the callback, so there is nothing for the console to check.
 */
export function microsoftAuthorizeUrl(
  origin: string,
  clientId = MICROSOFT_CLIENT_ID,
  tenant = MICROSOFT_TENANT,
): string {
  return buildMicrosoftAuthorizeUrl({ clientId, origin, tenant });
}
