/**
 * Sumo Logic's collector URL and Rapid7's webhook URL carry their token in the path, so they are
 * secrets: GET /logging answers them masked (scheme and host kept, everything after replaced by
 * SECRET_URL_MASK), e.g. `https://endpoint4.collection.sumologic.com/••••••••`. The form shows the
 * mask; saving or testing with the mask unchanged uses the saved URL (write-only, like the
 * other secrets); a new URL replaces it.
 */
export const SECRET_URL_MASK = '••••••••';

/** The refusal for a mask that hides nothing saved (or was edited around). */
export const SECRET_URL_MASK_MESSAGE = 'Paste the whole URL: this masked URL is not the saved one';

/** Scheme and host kept, path, query and fragment masked; a value that is not a URL is all mask. */
export function maskSecretUrl(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}/${SECRET_URL_MASK}`;
  } catch {
    return SECRET_URL_MASK;
  }
}

/**
 * The URL a submitted value stands for: the value itself, or the saved URL when the value is that
 * URL's mask; undefined when it is a mask of anything else (refuse with SECRET_URL_MASK_MESSAGE).
 */
export function resolveSecretUrl(submitted: string, saved: string | undefined): string | undefined {
  if (!submitted.includes(SECRET_URL_MASK)) return submitted;
  return saved !== undefined && maskSecretUrl(saved) === submitted ? saved : undefined;
}
