import type { z } from 'zod';
import { validationFailed } from './respond';

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Parses the JSON body with the call's own schema; a bad body is refused before anything changes. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<BodyResult<z.output<S>>> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return {
      ok: false,
      response: validationFailed([
        { code: 'custom', message: 'body is not JSON', path: [], input: undefined },
      ]),
    };
  }
  const result = schema.safeParse(json);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: validationFailed(result.error.issues) };
}

/** Parses the query string (bracket arrays are not used by any GET of the tables). */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): BodyResult<z.output<S>> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(query);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: validationFailed(result.error.issues) };
}
