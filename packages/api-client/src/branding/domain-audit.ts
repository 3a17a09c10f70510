/** The audit log's words for a branded-domain change, written by the server and the mocks alike. */
export function domainChangeDescription(previous: string | null, domain: string): string {
  return previous && previous !== domain
    ? `Changed the custom domain from ${previous} to ${domain}`
    : `Set up the custom domain ${domain}`;
}

export function domainRemovalDescription(previous: string): string {
  return `Removed the custom domain ${previous}`;
}
