/** Connected integrations first (spec 001 §4), every other card in the order given. */
export function connectedFirst<Item extends { status: string }>(items: readonly Item[]): Item[] {
  const rank = (item: Item) => (item.status === 'connected' ? 0 : 1);
  // Array.prototype.sort is stable, so equal ranks keep their order.
  return [...items].sort((a, b) => rank(a) - rank(b));
}
