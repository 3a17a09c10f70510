import type { EmbeddedHost } from './embedded-host';

export interface FakeEmbeddedHostOptions {
  webexAccessToken?: string;
  zoomContext?: string;
  /** Makes the next N Webex calls fail (an SDK that is not ready yet). */
  webexFailures?: number;
  /** Makes every Zoom call fail with this message. */
  zoomError?: string;
}

export interface FakeEmbeddedHost extends EmbeddedHost {
  /** `Date.now()` at each call of getWebexAccessToken: one per sign-in attempt. */
  readonly webexCalls: number[];
  readonly zoomCalls: number[];
}

/** A meeting client for stories and tests: answers at once, records when it was asked. */
export function createFakeEmbeddedHost({
  webexAccessToken = 'webex-access-token',
  zoomContext = 'zoom-app-context',
  webexFailures = 0,
  zoomError,
}: FakeEmbeddedHostOptions = {}): FakeEmbeddedHost {
  const webexCalls: number[] = [];
  const zoomCalls: number[] = [];
  return {
    webexCalls,
    zoomCalls,
    getWebexAccessToken() {
      webexCalls.push(Date.now());
      if (webexCalls.length <= webexFailures) return Promise.reject(new Error('The Webex SDK is not ready'));
      return Promise.resolve(webexAccessToken);
    },
    getZoomContext() {
      zoomCalls.push(Date.now());
      return zoomError ? Promise.reject(new Error(zoomError)) : Promise.resolve(zoomContext);
    },
  };
}
