import * as z from 'zod/mini';

/**
 * Path parameters, parsed by the routes (`params.parse`). zod/mini: the route tree loads with the first page, so
 * its schemas must cost a few hundred bytes, not the whole of zod.
 */
export const accountIdParams = z.object({ id: z.string().check(z.minLength(1)) });
