import { z } from 'zod';
import { DEFAULT_SESSION_PAGE_SIZE, SESSION_PAGE_SIZES } from '../app-sessions/schemas';

/**
 * A customer's passkey (apps.md §3.2 /enrollments), as Clerk and Android show one: who enrolled it, the authenticator
 * named from its AAGUID (rules/authenticators.ts), the device it was made on, whether it is synced (WebAuthn's
 * backup state), when it was made and last used, and whether it was revoked.
 */
export const passkeyEnrollmentSchema = z.object({
  id: z.string().min(1),
  customerRef: z.string().min(1),
  phoneNumber: z.string().min(1),
  /** "iCloud Keychain", or "Unknown authenticator" when the AAGUID is not on the list. */
  authenticator: z.string().min(1),
  aaguid: z.string(),
  /** "iPhone · iOS 17": the device and system the passkey was made on. */
  device: z.string(),
  /** Synced: the passkey is backed up to the provider's cloud (WebAuthn's BS flag). */
  backedUp: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PasskeyEnrollment = z.infer<typeof passkeyEnrollmentSchema>;

/** An AAGUID as WebAuthn writes it: 16 bytes in the 8-4-4-4-12 hex form of a UUID (any version bits). */
export const AAGUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The list's status filter (apps.md §3.2): Active by default. */
export const ENROLLMENT_STATUS_FILTERS = ['active', 'revoked', 'all'] as const;
export type EnrollmentStatusFilter = (typeof ENROLLMENT_STATUS_FILTERS)[number];
export const DEFAULT_ENROLLMENT_STATUS: EnrollmentStatusFilter = 'active';

export const enrollmentStatusOf = (enrollment: Pick<PasskeyEnrollment, 'revokedAt'>) =>
  enrollment.revokedAt === null ? 'active' : 'revoked';

/**
 * GET /passkeys/enrollments query (apps.md §3.2, §6): `status` (default active; `all` is ours), `authenticator` (an
 * AAGUID: the passkeys of the same authenticator, see rules/enrollment-search.ts), `q` (a prefix of the customer ID, case-insensitive, or of the phone
 * number's digits), paged newest first like every app list (apps.md §0).
 */
export const enrollmentListQuerySchema = z.object({
  status: z.enum(ENROLLMENT_STATUS_FILTERS).default(DEFAULT_ENROLLMENT_STATUS),
  authenticator: z
    .string()
    .trim()
    .toLowerCase()
    .regex(AAGUID_PATTERN, { error: 'Authenticator must be an AAGUID' })
    .optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (SESSION_PAGE_SIZES as readonly number[]).includes(size), {
      error: 'Limit must be 10, 25, 50 or 100',
    })
    .default(DEFAULT_SESSION_PAGE_SIZE),
  lastKey: z.string().max(200).optional(),
});
export type EnrollmentListQuery = z.input<typeof enrollmentListQuerySchema>;

/** GET /v1/passkeys/enrollments?customerRef= (apps.md §5): the agent app asks whether a customer has a passkey. */
export const publicEnrollmentQuerySchema = z.object({ customerRef: z.string().trim().min(1).max(200) });
