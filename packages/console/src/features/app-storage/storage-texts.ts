import type { StorageApp, StorageMode } from '@console/api-client';
import { STORAGE_RETENTION_DAYS } from '@console/api-client';
import { PRODUCT_NAME } from '../../lib/console-config';

/** What each app hands over (apps.md §3.3 the signed PDF, §3.7 the report PDF and images). */
const FILES: Record<StorageApp, string> = {
  'document-signature': 'signed documents',
  'identity-verification': 'verification reports',
};

/** Settings › Storage's words; {product} is the product's name, as the header's wordmark shows it. */
export const storageTexts = (app: StorageApp) => ({
  lead: `Where completed ${FILES[app]} go. Each file is named {sessionId}_{customerRef}.pdf.`,
  modes: {
    keep: `Keep in ${PRODUCT_NAME} only`,
    s3: 'S3-compatible bucket',
    sftp: 'SFTP',
  } satisfies Record<StorageMode, string>,
  retention: `Keep files in ${PRODUCT_NAME} for`,
  deleteAfterDelivery: `Delete from ${PRODUCT_NAME} after delivery`,
  deleteAfterDeliveryHelp: `Once a file has reached your storage, ${PRODUCT_NAME} deletes its own copy. Failed deliveries are retried like webhooks.`,
  disconnectTitle: 'Disconnect storage?',
  disconnectBody: `New ${FILES[app]} will be kept in ${PRODUCT_NAME} only. Files already delivered stay where they are.`,
});

export const RETENTION_OPTIONS = STORAGE_RETENTION_DAYS.map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

export const AUTH_METHOD_OPTIONS = [
  { value: 'password', label: 'Password' },
  { value: 'privateKey', label: 'Private key' },
];
