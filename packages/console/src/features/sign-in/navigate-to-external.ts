type Navigate = (url: string) => void;

const assignLocation: Navigate = (url) => window.location.assign(url);
let navigate = assignLocation;

/**
 * Sends the browser to another site (an identity provider's authorize page). Every sign-in redirect goes through
 * here, so stories and tests can replace it and never leave the page.
 */
export function navigateToExternal(url: string): void {
  navigate(url);
}

/** Replaces the browser navigation (stories, tests); returns the function that puts it back. */
export function replaceExternalNavigation(replacement: Navigate): () => void {
  navigate = replacement;
  return () => {
    navigate = assignLocation;
  };
}
