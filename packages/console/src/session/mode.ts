/**
 * Where the console runs (spec 000 §1, 001 §2): standalone in a browser, or embedded in the Webex or Zoom desktop
 * client. The spec does not name the query parameter or the user-agent marks; our choice:
 * - `?client=webex`, `?client=zoom` or `?client=standalone` decides (standalone wins over any user agent);
 * - otherwise a user agent containing "Webex" means Webex, "ZoomApps" or "ZoomWebKit" means Zoom;
 * - otherwise standalone.
 */
export type RunMode = 'standalone' | 'webex' | 'zoom';

const MODE_QUERY_PARAMETER = 'client';

export function detectMode(search: string, userAgent: string): RunMode {
  const requested = new URLSearchParams(search).get(MODE_QUERY_PARAMETER);
  if (requested === 'standalone' || requested === 'webex' || requested === 'zoom') return requested;
  if (/webex/i.test(userAgent)) return 'webex';
  if (/zoomapps|zoomwebkit/i.test(userAgent)) return 'zoom';
  return 'standalone';
}
