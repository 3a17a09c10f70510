/** One page of a newest-first list after the item whose id is `lastKey` (the mocks' cursor is the id). */
export function pageAfter<T extends { id: string }>(items: T[], lastKey: string | undefined, size: number) {
  const start = lastKey ? items.findIndex((item) => item.id === lastKey) + 1 : 0;
  const page = items.slice(start, start + size);
  const more = start + size < items.length;
  return { items: page, total: items.length, lastKey: more ? (page.at(-1)?.id ?? null) : null };
}
