/** Sends the browser to another site (Stripe's authorize page), leaving the console. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
