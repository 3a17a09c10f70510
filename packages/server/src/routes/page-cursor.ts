import { invalid } from '../http/errors';

/** A Watch Tower list's cursor: the last row's sequence number, opaque to the client. */
export function pageCursor(lastKey: string | undefined): string | undefined {
  if (lastKey === undefined || lastKey === '') return undefined;
  if (!/^\d{1,18}$/.test(lastKey)) throw invalid('lastKey: not a key this server gave');
  return lastKey;
}
