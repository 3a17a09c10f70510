import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { passkeyKeys } from './keys';
import { passkeyEnrollmentSchema } from './schemas';

/** The answer is the enrollment, revoked (revokedAt set). */
export const revokePasskeyEnrollmentResponseSchema = passkeyEnrollmentSchema;
export type RevokePasskeyEnrollmentResponse = z.infer<typeof revokePasskeyEnrollmentResponseSchema>;

/**
 * DELETE /passkeys/enrollments/{id} (apps.md §3.2): the passkey is refused from now on; the enrollment stays in the
 * list as Revoked. Audited ("Passkey revoked for {customerRef}") and sent as the webhook `passkeys.enrollment.revoked`.
 * An enrollment already revoked is 409.
 */
export const revokePasskeyEnrollmentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/passkeys/enrollments/:id',
  response: revokePasskeyEnrollmentResponseSchema,
});

export function revokePasskeyEnrollment(
  client: ApiClient,
  { id }: { id: string },
  options: CallOptions = {},
): Promise<RevokePasskeyEnrollmentResponse> {
  return client.json(revokePasskeyEnrollmentResponseSchema, {
    method: revokePasskeyEnrollmentEndpoint.method,
    path: fillPath(revokePasskeyEnrollmentEndpoint.path, { id }),
    signal: options.signal,
  });
}

export function revokePasskeyEnrollmentMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...passkeyKeys.enrollments(accountId), 'revoke'],
    mutationFn: (input: { id: string }) => revokePasskeyEnrollment(client, input),
    onSuccess: (_enrollment, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: passkeyKeys.enrollments(accountId) }),
  });
}
