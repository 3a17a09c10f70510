/**
 * After the CNAME checks out, the domain's certificate takes a while (spec 001 §9: about 1 to 2 minutes); a domain
 * is verified once this long has passed and its CNAME still points at the CDN.
 */
export const DOMAIN_ACTIVATION_DELAY_MS = 60_000;

/** Whether a name's CNAME targets include the CDN host (case and a trailing dot aside). */
export function pointsAtCdn(targets: readonly string[], cdnHost: string): boolean {
  const host = (name: string) => name.toLowerCase().replace(/\.$/, '');
  return targets.map(host).includes(host(cdnHost));
}

/** Whether a domain set up at `submittedAt` is due to be checked for activation at `now`. */
export function activationDue(submittedAt: Date, now: Date): boolean {
  return now.getTime() - submittedAt.getTime() >= DOMAIN_ACTIVATION_DELAY_MS;
}
