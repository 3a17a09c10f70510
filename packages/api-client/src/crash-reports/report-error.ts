import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import type { ErrorReport } from './schemas';
import { errorReportSchema } from './schemas';

export const reportErrorResponseSchema = z.object({ id: z.string().min(1) });
export type ReportErrorResponse = z.infer<typeof reportErrorResponseSchema>;

/**
 * POST /errors (not in the spec; public, so a crash before sign-in is reported too): stores the crash with the
 * caller's account and admin when a valid session token comes with it.
 */
export const reportErrorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/errors',
  body: errorReportSchema,
  response: reportErrorResponseSchema,
});

export function reportError(
  client: ApiClient,
  input: ErrorReport,
  options: CallOptions = {},
): Promise<ReportErrorResponse> {
  return client.json(reportErrorResponseSchema, {
    method: reportErrorEndpoint.method,
    path: reportErrorEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

export function reportErrorMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['errors', 'report'],
    mutationFn: (input: ErrorReport) => reportError(client, input),
  });
}
