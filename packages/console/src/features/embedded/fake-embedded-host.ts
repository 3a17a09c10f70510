import type { EmbeddedHost } from './embedded-host';

export interface FakeEmbeddedHostOptions {
  webexAccessToken?: string;
  zoomContext?: string;
  /** Makes the next N Webex calls fail (an SDK that is not ready yet). */
  webexFailures?: number;
  /** Makes every Zoom call fail with this message. */
  zoomError?: string;
  /** The code Zoom's in-client authorize answers (the mocks' `mockZoomCode(email)` names the Zoom user). */
  zoomCode?: string;
  /** Zoom's consent never ends (the user has not answered it yet). */
  zoomAuthorizePending?: boolean;
}

export interface FakeEmbeddedHost extends EmbeddedHost {
  /** `Date.now()` at each call of getWebexAccessToken: one per sign-in attempt. */
  readonly webexCalls: number[];
  readonly zoomCalls: number[];
  /** What each in-client authorize was asked with. */
  readonly zoomAuthorizations: { codeChallenge: string; state: string }[];
}

/** A meeting client for stories and tests: answers at once, records when it was asked. */
export function createFakeEmbeddedHost({
  webexAccessToken = 'webex-access-token',
  zoomContext = 'zoom-app-context',
  webexFailures = 0,
  zoomError,
  zoomCode = 'zoom-authorization-code',
  zoomAuthorizePending = false,
}: FakeEmbeddedHostOptions = {}): FakeEmbeddedHost {
  const webexCalls: number[] = [];
  const zoomCalls: number[] = [];
  const zoomAuthorizations: { codeChallenge: string; state: string }[] = [];
  return {
    webexCalls,
    zoomCalls,
    zoomAuthorizations,
    getWebexAccessToken() {
      webexCalls.push(Date.now());
      if (webexCalls.length <= webexFailures) return Promise.reject(new Error('The Webex SDK is not ready'));
      return Promise.resolve(webexAccessToken);
    },
    getZoomContext() {
      zoomCalls.push(Date.now());
      return zoomError ? Promise.reject(new Error(zoomError)) : Promise.resolve(zoomContext);
    },
    authorizeZoom(request) {
      zoomAuthorizations.push(request);
      return zoomAuthorizePending ? new Promise(() => undefined) : Promise.resolve({ code: zoomCode });
    },
  };
}
