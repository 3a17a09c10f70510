import type { DocumentChange, DocumentField, DocumentPage, DocumentStatus } from '../documents/schemas';
import { samplePdf } from '../documents/pdf-file';
import { documentHistoryId } from '../documents/schemas';
import { DAY_MS } from './demo-account';
import { createRandom } from './random';

/** One version as a back end keeps it: its PDF's bytes, pages and fields, and who made it when. */
export interface SeedDocumentVersion {
  version: number;
  pages: DocumentPage[];
  fields: DocumentField[];
  pdf: Uint8Array;
  createdAt: string;
  createdBy: string;
}

/** One history row (apps.md §3.3 /documents/{id}/history), without the counts the back ends work out. */
export interface SeedDocumentEvent {
  id: string;
  version: number;
  change: DocumentChange;
  createdAt: string;
  by: string;
}

/** A document with every version (oldest first) and its history (newest first). */
export interface SeedDocument {
  id: string;
  name: string;
  status: DocumentStatus;
  currentVersion: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  versions: SeedDocumentVersion[];
  history: SeedDocumentEvent[];
}

export const LETTER: DocumentPage = { width: 612, height: 792 };
export const A4: DocumentPage = { width: 595, height: 842 };

const field = (
  type: DocumentField['type'],
  label: string,
  page: number,
  [x, y, width, height]: readonly [number, number, number, number],
  extra: Partial<DocumentField> = {},
): DocumentField => ({ type, label, page, x, y, width, height, required: true, maxLength: null, ...extra });

/** The fields most agreements have: a signature, the date beside it, the full name above. */
const signatureBlock = (page: number): DocumentField[] => [
  field('full_name', 'Full name', page, [0.1, 0.7, 0.35, 0.04]),
  field('signature', 'Customer signature', page, [0.1, 0.78, 0.4, 0.08]),
  field('date_signed', 'Date signed', page, [0.6, 0.8, 0.25, 0.04]),
];

interface Step {
  change: DocumentChange;
  by: string;
  /** A new version's pages and fields (created, new_pdf, fields_edited). */
  pages?: DocumentPage[];
  fields?: DocumentField[];
  /** made_current: the version made current. */
  version?: number;
}

const OWNER = 'Olivia Bennett';
const ADMIN = 'Marcus Reed';

/**
 * The demo account's documents (apps.md §3.3), named as the seeded signature sessions name theirs: one with two
 * versions, one whose newest version is not current (v3 edited, then v2 made current again), one archived.
 */
const DOCUMENTS: readonly { name: string; steps: readonly Step[] }[] = [
  {
    name: 'Account agreement',
    steps: [
      { change: 'created', by: OWNER, pages: [LETTER, LETTER], fields: signatureBlock(2) },
      {
        change: 'fields_edited',
        by: ADMIN,
        fields: [
          field('initials', 'Initials page 1', 1, [0.8, 0.9, 0.1, 0.05]),
          ...signatureBlock(2),
          field('checkbox', 'Accepts marketing', 2, [0.1, 0.6, 0.04, 0.03], { required: false }),
        ],
      },
    ],
  },
  {
    name: 'Loan disclosure',
    steps: [
      { change: 'created', by: ADMIN, pages: [A4], fields: signatureBlock(1) },
      {
        change: 'new_pdf',
        by: ADMIN,
        pages: [A4, A4, A4],
        fields: [
          field('text', 'Loan reference', 1, [0.55, 0.1, 0.35, 0.04], { maxLength: 20 }),
          ...signatureBlock(3),
        ],
      },
      {
        change: 'fields_edited',
        by: ADMIN,
        fields: [
          field('text', 'Loan reference', 1, [0.55, 0.1, 0.35, 0.04], { maxLength: 20 }),
          ...signatureBlock(2),
        ],
      },
      { change: 'made_current', by: OWNER, version: 2 },
    ],
  },
  {
    name: 'Direct debit mandate',
    steps: [
      { change: 'created', by: OWNER, pages: [LETTER], fields: signatureBlock(1) },
      { change: 'archived', by: OWNER },
    ],
  },
];

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * An account's demo documents: a pure function of (seed, account, clock), so the server's demo seed and the MSW
 * mocks hold the same documents, versions (their PDFs made by samplePdf) and history. Newest first.
 */
export function seedDocuments({
  seed,
  accountId,
  now,
}: {
  seed: number;
  accountId: string;
  now: Date;
}): SeedDocument[] {
  const random = createRandom(seed, `documents:${accountId}`);
  return DOCUMENTS.map((item, index) => {
    const id = `doc_${random.chars(14, ID_ALPHABET)}`;
    let at = now.getTime() - (120 - index * 30) * DAY_MS - random.int(0, DAY_MS - 1);
    const versions: SeedDocumentVersion[] = [];
    const history: SeedDocumentEvent[] = [];
    let currentVersion = 1;
    let status: DocumentStatus = 'active';
    item.steps.forEach((step, stepIndex) => {
      if (stepIndex > 0) at += random.int(2, 9) * DAY_MS;
      const createdAt = new Date(at).toISOString();
      let version = step.version ?? currentVersion;
      if (step.fields) {
        const previous = versions.at(-1);
        const pages = step.pages ?? previous?.pages ?? [LETTER];
        version = versions.length + 1;
        versions.push({
          version,
          pages,
          fields: step.fields,
          pdf: step.pages || !previous ? samplePdf(pages) : previous.pdf,
          createdAt,
          createdBy: step.by,
        });
      }
      if (step.change === 'archived') status = 'archived';
      if (step.change !== 'archived' && step.change !== 'unarchived') currentVersion = version;
      history.unshift({
        id: documentHistoryId(id, stepIndex + 1),
        version,
        change: step.change,
        createdAt,
        by: step.by,
      });
    });
    const first = history.at(-1);
    const last = history[0];
    return {
      id,
      name: item.name,
      status,
      currentVersion,
      createdAt: first?.createdAt ?? new Date(at).toISOString(),
      updatedAt: last?.createdAt ?? new Date(at).toISOString(),
      updatedBy: last?.by ?? OWNER,
      versions,
      history,
    };
  }).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
