import type { EmbeddedHost } from './embedded-host';

/** The part of the Webex Embedded Apps SDK (`window.webex.Application`, 1.x: `window.Webex`) the console uses. */
interface WebexApplication {
  onReady(): Promise<unknown>;
  context: { getUser(): Promise<{ token?: string }> };
}

/** The part of the Zoom Apps SDK (`window.zoomSdk`) the console uses. */
interface ZoomSdk {
  config(options: { capabilities: string[] }): Promise<unknown>;
  getAppContext(): Promise<{ context: string }>;
  authorize(options: { codeChallenge: string; state: string }): Promise<unknown>;
  addEventListener(event: 'onAuthorized', handler: (event: { code: string; state: string }) => void): void;
  removeEventListener(event: 'onAuthorized', handler: (event: { code: string; state: string }) => void): void;
}

const ZOOM_CAPABILITIES = ['getAppContext', 'authorize', 'onAuthorized'];

interface EmbeddingWindow {
  webex?: { Application?: new () => WebexApplication };
  /** The 1.x SDK's global. */
  Webex?: { Application?: new () => WebexApplication };
  zoomSdk?: ZoomSdk;
}

const sdks = () => window as unknown as EmbeddingWindow;

/**
 * The real meeting clients. Each SDK is used only when its script put it on `window` (the deployment adds the
 * vendor's script tag for embedded use); nothing is fetched here, so tests and stories never reach the network.
 * A missing SDK is an error like any other: Webex retries it (the script may still be loading), Zoom shows it.
 */
export const browserEmbeddedHost: EmbeddedHost = {
  async getWebexAccessToken() {
    const Application = sdks().webex?.Application ?? sdks().Webex?.Application;
    if (!Application) throw new Error('The Webex SDK is not available');
    const app = new Application();
    await app.onReady();
    const { token } = await app.context.getUser();
    if (!token) throw new Error('Webex did not provide an access token');
    return token;
  },
  async getZoomContext() {
    const zoomSdk = sdks().zoomSdk;
    if (!zoomSdk) throw new Error('The Zoom SDK is not available');
    await zoomSdk.config({ capabilities: ZOOM_CAPABILITIES });
    const { context } = await zoomSdk.getAppContext();
    return context;
  },
  async authorizeZoom({ codeChallenge, state }) {
    const zoomSdk = sdks().zoomSdk;
    if (!zoomSdk) throw new Error('The Zoom SDK is not available');
    await zoomSdk.config({ capabilities: ZOOM_CAPABILITIES });
    // The listener goes first: Zoom fires onAuthorized once the user (or a remembered consent) approves.
    const authorized = new Promise<{ code: string }>((resolve) => {
      const handler = (event: { code: string; state: string }) => {
        if (event.state !== state) return;
        zoomSdk.removeEventListener('onAuthorized', handler);
        resolve({ code: event.code });
      };
      zoomSdk.addEventListener('onAuthorized', handler);
    });
    await zoomSdk.authorize({ codeChallenge, state });
    return authorized;
  },
};
