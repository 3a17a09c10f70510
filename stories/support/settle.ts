/** How long a screenshot waits at most for the page to settle (its calls answered, its held states over). */
const SETTLE_LIMIT_MS = 5_000;

/** Resolves once `settled()` is true, checked every 25 ms, or after SETTLE_LIMIT_MS (the screenshot then shows why). */
export async function settledWithin(settled: () => boolean): Promise<void> {
  const end = performance.now() + SETTLE_LIMIT_MS;
  while (!settled() && performance.now() < end) {
    await new Promise((resolve) => globalThis.setTimeout(resolve, 25));
  }
}
