import { z } from 'zod';

/** The seven app ids of spec 000 §1, in the order the home grid shows them. */
export const APP_IDS = [
  'passkeys',
  'one-time-passcode',
  'document-signature',
  'e-form',
  'payments',
  'identity-verification',
  'gateway-payments',
] as const;

export const appIdSchema = z.enum(APP_IDS);
export type AppId = z.infer<typeof appIdSchema>;

/** One entry of the app registry (spec 000 §3): id, title, colour (hex), released flag, one-line purpose. */
export const appRegistryEntrySchema = z.object({
  id: appIdSchema,
  title: z.string(),
  color: z.string().regex(/^#[0-9A-F]{6}$/),
  released: z.boolean(),
  description: z.string(),
});
export type AppRegistryEntry = z.infer<typeof appRegistryEntrySchema>;

/**
 * Titles and colours are not shown in the spec: titles are the app ids in words, colours are
 * distinct hues that keep white text at WCAG AA contrast.
 */
export const APPS = [
  {
    id: 'passkeys',
    title: 'Passkeys',
    color: '#5B3FD9',
    released: true,
    description: 'Authenticate customers with their smartphone',
  },
  {
    id: 'one-time-passcode',
    title: 'One-Time Passcode',
    color: '#0B6BCB',
    released: true,
    description: 'Update customer authentication quickly',
  },
  {
    id: 'document-signature',
    title: 'Document Signature',
    color: '#0E7C66',
    released: true,
    description: 'Request customers to sign documents',
  },
  {
    id: 'e-form',
    title: 'E-Form',
    color: '#B4436C',
    released: true,
    description: 'Collect sensitive data without exposing it to agents',
  },
  {
    id: 'payments',
    title: 'Payments',
    color: '#2F7D32',
    released: true,
    description: 'Accept digital payments in the contact centre, digital and voice',
  },
  {
    id: 'identity-verification',
    title: 'Identity Verification',
    color: '#A4510B',
    released: false,
    description: "Verify customers' identities in real time",
  },
  {
    id: 'gateway-payments',
    title: 'Gateway Payments',
    color: '#37587A',
    released: false,
    description: 'Accept payments in the contact centre',
  },
] as const satisfies readonly AppRegistryEntry[];

export const RELEASED_APP_IDS = [
  'passkeys',
  'one-time-passcode',
  'document-signature',
  'e-form',
  'payments',
] as const;
export const releasedAppIdSchema = z.enum(RELEASED_APP_IDS);
export type ReleasedAppId = z.infer<typeof releasedAppIdSchema>;

export function getApp(id: AppId): AppRegistryEntry {
  const app = APPS.find((entry) => entry.id === id);
  if (!app) throw new Error(`unknown app: ${id}`);
  return app;
}

/** The app a path belongs to, taken from its first segment (spec 000 §2), or undefined. */
export function appFromPath(pathname: string): AppId | undefined {
  const result = appIdSchema.safeParse(pathname.split('/')[1]);
  return result.success ? result.data : undefined;
}
