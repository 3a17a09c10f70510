import { createContext, use } from 'react';
import { browserEmbeddedHost } from './browser-embedded-host';

/**
 * What the console needs from the meeting client it is embedded in (DESIGN.md: the Webex and Zoom SDKs sit behind
 * one small interface, so stories and tests fake them).
 */
export interface EmbeddedHost {
  /** The signed-in Webex user's access token, for POST /api/webex/authenticate. */
  getWebexAccessToken(): Promise<string>;
  /** The Zoom app context, for POST /api/zoom/context. */
  getZoomContext(): Promise<string>;
  /**
   * Zoom's in-client OAuth, the first time a Zoom user signs in: `zoomSdk.authorize` with the server's challenge
   * and state, then the code of the `onAuthorized` event carrying that state, for POST /api/zoom/link.
   */
  authorizeZoom(request: { codeChallenge: string; state: string }): Promise<{ code: string }>;
}

/** The real SDKs by default; stories and tests provide a fake (`<EmbeddedHostContext value={fake}>`). */
export const EmbeddedHostContext = createContext<EmbeddedHost>(browserEmbeddedHost);

export function useEmbeddedHost(): EmbeddedHost {
  return use(EmbeddedHostContext);
}
