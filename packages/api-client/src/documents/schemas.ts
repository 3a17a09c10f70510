import { z } from 'zod';
import { DEFAULT_SESSION_PAGE_SIZE, SESSION_PAGE_SIZES } from '../app-sessions/schemas';
import type { FieldError } from '../rules/errors';
import { invalidField, invalidIssues } from '../rules/errors';

/**
 * Document signature › Documents (apps.md §3.3): PDFs with signature fields placed as Dropbox Sign templates place
 * them (one signer, the customer). A document has immutable versions 1, 2, 3…; one of them is current, and a session
 * records the version it sent. Every rule below is the one both back ends and the console's builder apply.
 */
export const DOCUMENT_STATUSES = ['active', 'archived'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_NAME_MAX = 80;
/** The largest PDF accepted: 10 MB (apps.md §3.3). */
export const DOCUMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_PAGES_MAX = 50;
/** How long an upload waits for the document (or version) that uses it: a day, for the account that sent it. */
export const DOCUMENT_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Our limits where the spec is silent: labels as long as names, a text answer up to 1,000 characters. */
export const DOCUMENT_FIELD_LABEL_MAX = 80;
export const DOCUMENT_TEXT_MAX_LENGTH = 1000;
export const DOCUMENT_FIELDS_MAX = 100;

/** Field types, as Dropbox Sign's template fields (apps.md §3.3), in the palette's order. */
export const DOCUMENT_FIELD_TYPES = [
  'signature',
  'initials',
  'date_signed',
  'full_name',
  'text',
  'checkbox',
] as const;
export type DocumentFieldType = (typeof DOCUMENT_FIELD_TYPES)[number];

/** The palette's words for each type (apps.md §3.3). */
export const DOCUMENT_FIELD_TYPE_LABELS: Record<DocumentFieldType, string> = {
  signature: 'Signature',
  initials: 'Initials',
  date_signed: 'Date signed (automatic)',
  full_name: 'Full name',
  text: 'Text',
  checkbox: 'Checkbox',
};

export const DOCUMENT_MESSAGES = {
  fileNotPdf: 'Only PDF files are accepted',
  fileTooLarge: 'The file must be 10 MB or smaller',
  fileTooManyPages: 'The PDF must have 50 pages or fewer',
  fileDamaged: 'This PDF is password-protected or damaged',
  nameRequired: 'Name is required',
  nameLength: `Name must be ${DOCUMENT_NAME_MAX} characters or fewer`,
  nameTaken: 'A document with this name already exists',
  signatureRequired: 'Add at least one signature field',
  tooManyFields: `A document can have up to ${DOCUMENT_FIELDS_MAX} fields`,
  labelRequired: 'Label is required',
  labelLength: `Label must be ${DOCUMENT_FIELD_LABEL_MAX} characters or fewer`,
  labelUnique: 'Label must be unique',
  outsidePage: 'The field must be inside the page',
  pageUnknown: 'The page is not in the PDF',
  maxLength: `Max length must be a whole number from 1 to ${DOCUMENT_TEXT_MAX_LENGTH}`,
  uploadUnknown: 'The upload has expired. Upload the PDF again.',
  versionUnknown: 'No such version',
  noChange: 'Send currentVersion or archived',
  /** POST /v1/sessions for document-signature (apps.md §5): `data.documentId` names an active document. */
  sessionDocumentUnknown: 'The document must be an active document of the account',
} as const;

/** A page's size in PDF points. */
export const documentPageSchema = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** POST /document-signature/uploads → the upload's id and its pages (apps.md §3.3). */
export const documentUploadSchema = z.object({
  uploadId: z.string().min(1),
  pages: z.array(documentPageSchema).min(1),
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

const unit = z.number().min(0).max(1);
/** A position may end on the page's edge; float sums (0.1 + 0.2) are forgiven by this much. */
const EDGE = 1e-9;

/**
 * One field: the page (1 is the first), the box relative to the page (0–1 from the top left, Dropbox Sign's
 * template coordinates), its label (what the signer and the signed copy show), whether it must be filled, and for
 * Text the longest answer. A max length given to another type is dropped.
 */
export const documentFieldInputSchema = z
  .object({
    type: z.enum(DOCUMENT_FIELD_TYPES),
    page: z.number().int().min(1),
    x: unit,
    y: unit,
    width: unit.refine((value) => value > 0, { error: DOCUMENT_MESSAGES.outsidePage }),
    height: unit.refine((value) => value > 0, { error: DOCUMENT_MESSAGES.outsidePage }),
    label: z
      .string()
      .trim()
      .min(1, { error: DOCUMENT_MESSAGES.labelRequired })
      .max(DOCUMENT_FIELD_LABEL_MAX, { error: DOCUMENT_MESSAGES.labelLength }),
    required: z.boolean().default(true),
    maxLength: z
      .number({ error: DOCUMENT_MESSAGES.maxLength })
      .int({ error: DOCUMENT_MESSAGES.maxLength })
      .min(1, { error: DOCUMENT_MESSAGES.maxLength })
      .max(DOCUMENT_TEXT_MAX_LENGTH, { error: DOCUMENT_MESSAGES.maxLength })
      .nullable()
      .optional(),
  })
  .superRefine((field, context) => {
    if (field.x + field.width > 1 + EDGE || field.y + field.height > 1 + EDGE) {
      context.addIssue({ code: 'custom', path: ['width'], message: DOCUMENT_MESSAGES.outsidePage });
    }
  })
  .transform((field) => ({
    ...field,
    maxLength: field.type === 'text' ? (field.maxLength ?? null) : null,
  }));
export type DocumentFieldInput = z.input<typeof documentFieldInputSchema>;

/** A field as a version keeps it. */
export const documentFieldSchema = z.object({
  type: z.enum(DOCUMENT_FIELD_TYPES),
  page: z.number().int().min(1),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  label: z.string(),
  required: z.boolean(),
  maxLength: z.number().int().nullable(),
});
export type DocumentField = z.infer<typeof documentFieldSchema>;

const labelKey = (label: string) => label.trim().toLocaleLowerCase('en-US');

/**
 * The fields of a version: up to 100, labels unique (ignoring case), at least one signature (apps.md §3.3). Which
 * pages exist is the upload's to say (fieldPageErrors).
 */
export const documentFieldsSchema = z
  .array(documentFieldInputSchema)
  .max(DOCUMENT_FIELDS_MAX, { error: DOCUMENT_MESSAGES.tooManyFields })
  .superRefine((fields, context) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      const key = labelKey(field.label);
      if (key === '') return;
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: [index, 'label'], message: DOCUMENT_MESSAGES.labelUnique });
      }
      seen.add(key);
    });
    if (!fields.some((field) => field.type === 'signature')) {
      context.addIssue({ code: 'custom', path: [], message: DOCUMENT_MESSAGES.signatureRequired });
    }
  });

/** Fields placed on a page the PDF does not have, as field errors (`fields.{i}.page`). */
export function fieldPageErrors(fields: readonly { page: number }[], pageCount: number): FieldError[] {
  return fields.flatMap((field, index) =>
    field.page > pageCount ? [{ field: `fields.${index}.page`, message: DOCUMENT_MESSAGES.pageUnknown }] : [],
  );
}

/** 400 for fields on pages the PDF lacks (fieldPageErrors), as a schema refusal answers. */
export function checkFieldPages(fields: readonly { page: number }[], pageCount: number): void {
  const errors = fieldPageErrors(fields, pageCount);
  if (errors.length > 0) {
    throw invalidIssues(errors.map((error) => ({ path: error.field.split('.'), message: error.message })));
  }
}

/**
 * 400 on `name` when one of the account's `active` documents other than `except` has the name, ignoring case and
 * surrounding spaces (documentNameKey): the rule of a new document's name and of an unarchive, in both back ends.
 */
export function checkDocumentNameFree(
  active: readonly { id: string; name: string }[],
  name: string,
  except?: string,
): void {
  const key = documentNameKey(name);
  if (active.some((row) => row.id !== except && documentNameKey(row.name) === key)) {
    throw invalidField('name', DOCUMENT_MESSAGES.nameTaken);
  }
}
/** 400 on `uploadId` for an upload that is unknown, another account's, used, or past its day. */
export const documentUploadUnknown = () => invalidField('uploadId', DOCUMENT_MESSAGES.uploadUnknown);
/** 400 on `currentVersion` for a version the document does not have. */
export const documentVersionUnknown = () => invalidField('currentVersion', DOCUMENT_MESSAGES.versionUnknown);

export const documentNameSchema = z
  .string()
  .trim()
  .min(1, { error: DOCUMENT_MESSAGES.nameRequired })
  .max(DOCUMENT_NAME_MAX, { error: DOCUMENT_MESSAGES.nameLength });

/** Names are unique among active documents, ignoring case and surrounding spaces. */
export const documentNameKey = labelKey;

/** POST /document-signature/documents: a new document from an upload, its fields its version 1. */
export const documentBodySchema = z.object({
  name: documentNameSchema,
  uploadId: z.string().min(1).max(100),
  fields: documentFieldsSchema,
});
export type DocumentBody = z.input<typeof documentBodySchema>;

/** POST …/documents/{id}/versions: a new version, of a new PDF (uploadId) or of the current one's with new fields. */
export const documentVersionBodySchema = z.object({
  uploadId: z.string().min(1).max(100).optional(),
  fields: documentFieldsSchema,
});
export type DocumentVersionBody = z.input<typeof documentVersionBodySchema>;

/** POST …/documents and …/versions → the document and the version made. */
export const documentVersionRefSchema = z.object({ id: z.string().min(1), version: z.number().int().min(1) });
export type DocumentVersionRef = z.infer<typeof documentVersionRefSchema>;

/** PUT …/documents/{id}: make a version current, or archive (true) or unarchive (false). */
export const documentUpdateSchema = z
  .object({
    currentVersion: z.number().int().min(1).optional(),
    archived: z.boolean().optional(),
  })
  .refine((body) => body.currentVersion !== undefined || body.archived !== undefined, {
    error: DOCUMENT_MESSAGES.noChange,
  });
export type DocumentUpdate = z.input<typeof documentUpdateSchema>;

/** A document as the list and GET …/documents/{id} show it. `latestVersion`: versions run 1…latestVersion. */
export const documentSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  currentVersion: z.number().int().min(1),
  latestVersion: z.number().int().min(1),
  /** The current version's fields. */
  fieldCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Who made the last change, "First Last". */
  updatedBy: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

/** GET …/documents/{id}/versions/{v}: the version's fields and its PDF's pages (its bytes are at …/file). */
export const documentVersionSchema = z.object({
  documentId: z.string().min(1),
  version: z.number().int().min(1),
  pages: z.array(documentPageSchema),
  fields: z.array(documentFieldSchema),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** What a history row records (apps.md §3.3 "Change"). */
export const DOCUMENT_CHANGES = [
  'created',
  'new_pdf',
  'fields_edited',
  'made_current',
  'archived',
  'unarchived',
] as const;
export type DocumentChange = (typeof DOCUMENT_CHANGES)[number];
export const DOCUMENT_CHANGE_LABELS: Record<DocumentChange, string> = {
  created: 'Created',
  new_pdf: 'New PDF uploaded',
  fields_edited: 'Fields edited',
  made_current: 'Made current',
  archived: 'Archived',
  unarchived: 'Unarchived',
};

/** The id of a document's n-th change (1 is its creation): ids sort as the changes were made. */
export const documentHistoryId = (documentId: string, n: number) =>
  `${documentId}_${String(n).padStart(4, '0')}`;

/** One history row: the version it is about, when, by whom, the change, that version's fields and sessions sent. */
export const documentHistoryEntrySchema = z.object({
  id: z.string().min(1),
  version: z.number().int().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  by: z.string(),
  change: z.enum(DOCUMENT_CHANGES),
  fields: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
});
export type DocumentHistoryEntry = z.infer<typeof documentHistoryEntrySchema>;

const limit = z.coerce
  .number()
  .int()
  .refine((size) => (SESSION_PAGE_SIZES as readonly number[]).includes(size), {
    error: 'Limit must be 10, 25, 50 or 100',
  })
  .default(DEFAULT_SESSION_PAGE_SIZE);

export const DOCUMENT_STATUS_FILTERS = ['all', ...DOCUMENT_STATUSES] as const;
/** GET /document-signature/documents?status=&q=&limit=&lastKey=: newest first; `q` finds names containing it. */
export const documentListQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUS_FILTERS).default('all'),
  q: z.string().trim().max(100).optional(),
  limit,
  lastKey: z.string().max(200).optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

/** GET …/documents/{id}/history?limit=&lastKey=: newest first. */
export const documentHistoryQuerySchema = z.object({
  limit,
  lastKey: z.string().max(200).optional(),
});
export type DocumentHistoryQuery = z.input<typeof documentHistoryQuerySchema>;

/** The version path parameter: a whole number from 1. */
export function parseVersionParam(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The New document form's name (step 1), with the API's words. */
export const documentNameFormSchema = z.object({ name: documentNameSchema });
