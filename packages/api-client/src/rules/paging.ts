import { invalid, REFUSALS } from './errors';

/**
 * A list's cursor (x-last-key, lastKey): the last row's sequence number, opaque to the client; undefined for the
 * first page. Anything this server could not have given is 400.
 */
export function seqCursor(lastKey: string | undefined): number | undefined {
  if (lastKey === undefined || lastKey === '') return undefined;
  if (!/^\d{1,15}$/.test(lastKey)) throw invalid(REFUSALS.unknownCursor);
  return Number(lastKey);
}

/**
 * One newest-first page after the cursor, of rows numbered by `seq`: the rows, and the cursor of the next page
 * (null on the last page).
 */
export function pageBySeq<T extends { seq: number }>(
  rows: readonly T[],
  lastKey: string | undefined,
  size: number,
) {
  const after = seqCursor(lastKey);
  const rest = after === undefined ? rows : rows.filter((row) => row.seq < after);
  const page = rest.slice(0, size);
  const last = page.at(-1);
  return { page, lastKey: rest.length > size && last ? String(last.seq) : null };
}
