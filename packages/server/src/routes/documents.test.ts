import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFieldInput } from '@console/api-client';
import {
  appSessionWithEventsSchema,
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentHistoryEntrySchema,
  documentSchema,
  documentUploadSchema,
  documentVersionSchema,
  samplePdf,
} from '@console/api-client';
import { auditEvents } from '@console/api-client/rules';
import { DEFAULT_SEED, seedDocuments } from '@console/api-client/seed';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { latestAudit } from '../test/audit';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { TEST_NOW } from '../test/test-database';

const BASE = '/api/document-signature';
const LETTER = { width: 612, height: 792 };
const A4 = { width: 595, height: 842 };

let t: TestApp;
let otherOwner: string;
let secretKey: string;
/** The demo account's documents, as the shared generator (and so the mocks) makes them. */
const seeded = seedDocuments({ seed: DEFAULT_SEED, accountId: DEMO_ACCOUNT_ID, now: TEST_NOW });

beforeAll(async () => {
  t = await createTestApp();
  const other = await t.otherAccountOwner();
  otherOwner = other.token;
  const account = await t.db
    .selectFrom('accounts')
    .select('secret_key')
    .where('id', '=', DEMO_ACCOUNT_ID)
    .executeTakeFirstOrThrow();
  secretKey = account.secret_key;
}, 180_000);
afterAll(() => t.close());

/** Sends `form` as the multipart body of the upload. */
async function send(form: FormData | string, token: string | null = t.tokens.owner) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await t.app.request(`${BASE}/uploads`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

const form = (bytes: Uint8Array<ArrayBuffer> | string, type = 'application/pdf', name = 'agreement.pdf') => {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), name);
  return body;
};

async function upload(pages = [LETTER, LETTER], token = t.tokens.owner) {
  const res = await send(form(samplePdf(pages)), token);
  expect(res.status).toBe(201);
  return documentUploadSchema.parse(res.json);
}

const fileRefusal = (message: string) => ({
  statusCode: 400,
  error: 'VALIDATION_FAILED',
  message: `file: ${message}`,
  errors: [{ field: 'file', message }],
});

const signature = (overrides: Partial<DocumentFieldInput> = {}): DocumentFieldInput => ({
  type: 'signature',
  page: 1,
  x: 0.1,
  y: 0.8,
  width: 0.4,
  height: 0.08,
  label: 'Customer signature',
  ...overrides,
});

async function create(name: string, fields: DocumentFieldInput[] = [signature()], token = t.tokens.owner) {
  const { uploadId } = await upload([LETTER, LETTER], token);
  const res = await t.request('POST', `${BASE}/documents`, { token, body: { name, uploadId, fields } });
  expect(res.status).toBe(201);
  return res.json as { id: string; version: number };
}

describe('POST /document-signature/uploads', () => {
  it('reads a PDF with pdf-lib: its pages in points, an upload id kept a day for the account', async () => {
    const res = await send(form(samplePdf([LETTER, A4])));
    expect(res.status).toBe(201);
    const { uploadId, pages } = documentUploadSchema.parse(res.json);
    expect(uploadId).toMatch(/^upl_[0-9a-z]{14}$/);
    expect(pages).toEqual([LETTER, A4]);
    const row = await t.db
      .selectFrom('document_uploads')
      .selectAll()
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBe(DEMO_ACCOUNT_ID);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('refuses a supervisor (403) and no token (401)', async () => {
    expect((await send(form(samplePdf([LETTER])), t.tokens.supervisor)).status).toBe(403);
    expect((await send(form(samplePdf([LETTER])), null)).status).toBe(401);
  });

  it('accepts only PDFs, by type and by the %PDF- magic, in a multipart `file` part', async () => {
    const notPdf = fileRefusal(DOCUMENT_MESSAGES.fileNotPdf);
    expect(await send(form('hello', 'text/plain', 'notes.txt'))).toEqual({ status: 400, json: notPdf });
    expect(await send(form('not a pdf at all'))).toEqual({ status: 400, json: notPdf });
    expect(await send(form(samplePdf([LETTER]), 'image/png', 'scan.png'))).toEqual({
      status: 400,
      json: notPdf,
    });
    const other = new FormData();
    other.append('document', new Blob([samplePdf([LETTER])], { type: 'application/pdf' }), 'a.pdf');
    expect(await send(other)).toEqual({ status: 400, json: notPdf });
    const json = await t.request('POST', `${BASE}/uploads`, { token: t.tokens.owner, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.json).toEqual(notPdf);
  });

  it('accepts an untyped file named .pdf', async () => {
    const res = await send(form(samplePdf([LETTER]), '', 'contract.PDF'));
    expect(res.status).toBe(201);
  });

  it('refuses a body over 10 MB before reading it whole, with the spec words', async () => {
    const big = new Uint8Array(DOCUMENT_FILE_MAX_BYTES + 128 * 1024);
    big.set(samplePdf([LETTER]));
    expect(await send(form(big))).toEqual({ status: 400, json: fileRefusal(DOCUMENT_MESSAGES.fileTooLarge) });
    // Just over 10 MB, within the multipart allowance: refused by the same rule once read.
    const over = new Uint8Array(DOCUMENT_FILE_MAX_BYTES + 1);
    over.set(samplePdf([LETTER]));
    expect(await send(form(over))).toEqual({
      status: 400,
      json: fileRefusal(DOCUMENT_MESSAGES.fileTooLarge),
    });
  });

  it('refuses more than 50 pages, a password-protected PDF and a damaged one', async () => {
    const pages = (count: number) => Array.from({ length: count }, () => LETTER);
    expect((await send(form(samplePdf(pages(50))))).status).toBe(201);
    expect(await send(form(samplePdf(pages(51))))).toEqual({
      status: 400,
      json: fileRefusal(DOCUMENT_MESSAGES.fileTooManyPages),
    });
    const damaged = fileRefusal(DOCUMENT_MESSAGES.fileDamaged);
    expect(await send(form(samplePdf([LETTER], { encrypted: true })))).toEqual({
      status: 400,
      json: damaged,
    });
    expect(await send(form('%PDF-1.7\nthis is no PDF\n%%EOF\n'))).toEqual({ status: 400, json: damaged });
  });
});

describe('POST /document-signature/documents', () => {
  it('makes version 1 of the upload with its fields, audited; the upload is used up', async () => {
    const { uploadId } = await upload();
    const fields = [
      signature(),
      signature({ type: 'text', label: 'Reference', y: 0.1, height: 0.04, maxLength: 20, page: 2 }),
      signature({ type: 'checkbox', label: 'Agrees', y: 0.2, required: false, maxLength: 5 }),
    ];
    const res = await t.request('POST', `${BASE}/documents`, {
      token: t.tokens.admin,
      body: { name: '  Savings terms ', uploadId, fields },
    });
    expect(res.status).toBe(201);
    const { id, version } = res.json as { id: string; version: number };
    expect(version).toBe(1);
    expect(await latestAudit(t.db)).toMatchObject({
      ...auditEvents.documentVersionCreated('Savings terms', 1),
      admin_first_name: 'Marcus',
    });
    const doc = documentSchema.parse(
      (await t.request('GET', `${BASE}/documents/${id}`, { token: t.tokens.owner })).json,
    );
    expect(doc).toEqual({
      id,
      name: 'Savings terms',
      status: 'active',
      currentVersion: 1,
      latestVersion: 1,
      fieldCount: 3,
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
      updatedBy: 'Marcus Reed',
    });
    const v1 = documentVersionSchema.parse(
      (await t.request('GET', `${BASE}/documents/${id}/versions/1`, { token: t.tokens.owner })).json,
    );
    expect(v1.pages).toEqual([LETTER, LETTER]);
    expect(v1.fields.map((field) => [field.label, field.required, field.maxLength])).toEqual([
      ['Customer signature', true, null],
      ['Reference', true, 20],
      // A max length is Text's only.
      ['Agrees', false, null],
    ]);
    const again = await t.request('POST', `${BASE}/documents`, {
      token: t.tokens.owner,
      body: { name: 'Savings terms 2', uploadId, fields },
    });
    expect(again.json).toMatchObject({
      errors: [{ field: 'uploadId', message: DOCUMENT_MESSAGES.uploadUnknown }],
    });
  });

  it('checks the name, the labels, the boxes and that a signature is placed', async () => {
    const { uploadId } = await upload();
    const post = (body: Record<string, unknown>) =>
      t.request('POST', `${BASE}/documents`, { token: t.tokens.owner, body: { uploadId, ...body } });
    const res = await post({
      name: ' ',
      fields: [
        signature({ type: 'text', label: 'Reference', maxLength: 0 }),
        signature({ type: 'initials', label: 'reference ', x: 0.9, width: 0.2 }),
        signature({ type: 'checkbox', label: ' ' }),
      ],
    });
    expect(res.status).toBe(400);
    expect((res.json as { errors: unknown[] }).errors).toEqual([
      { field: 'name', message: DOCUMENT_MESSAGES.nameRequired },
      { field: 'fields.0.maxLength', message: DOCUMENT_MESSAGES.maxLength },
      { field: 'fields.1.width', message: DOCUMENT_MESSAGES.outsidePage },
      { field: 'fields.2.label', message: DOCUMENT_MESSAGES.labelRequired },
      // Labels are unique ignoring case and spaces; none of the three is a signature.
      { field: 'fields.1.label', message: DOCUMENT_MESSAGES.labelUnique },
      { field: 'fields', message: DOCUMENT_MESSAGES.signatureRequired },
    ]);
    const labels = await post({
      name: 'Labels',
      fields: [signature({ label: 'Reference' }), signature({ label: 'reference ' })],
    });
    expect(labels.json).toMatchObject({
      errors: [{ field: 'fields.1.label', message: DOCUMENT_MESSAGES.labelUnique }],
    });
    const unsigned = await post({
      name: 'Unsigned',
      fields: [signature({ type: 'full_name', label: 'Name' })],
    });
    expect(unsigned.json).toMatchObject({
      errors: [{ field: 'fields', message: DOCUMENT_MESSAGES.signatureRequired }],
    });
    const long = await post({ name: 'x'.repeat(81), fields: [signature()] });
    expect(long.json).toMatchObject({ errors: [{ field: 'name', message: DOCUMENT_MESSAGES.nameLength }] });
    const page = await post({ name: 'Pages', fields: [signature({ page: 3 })] });
    expect(page.json).toEqual({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: `fields.0.page: ${DOCUMENT_MESSAGES.pageUnknown}`,
      errors: [{ field: 'fields.0.page', message: DOCUMENT_MESSAGES.pageUnknown }],
    });
  });

  it('keeps names unique among active documents, ignoring case', async () => {
    const { uploadId } = await upload();
    const res = await t.request('POST', `${BASE}/documents`, {
      token: t.tokens.owner,
      body: { name: 'account AGREEMENT', uploadId, fields: [signature()] },
    });
    expect(res.json).toEqual({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: `name: ${DOCUMENT_MESSAGES.nameTaken}`,
      errors: [{ field: 'name', message: DOCUMENT_MESSAGES.nameTaken }],
    });
    // The archived "Direct debit mandate" leaves its name free.
    const archived = await t.request('POST', `${BASE}/documents`, {
      token: t.tokens.owner,
      body: { name: 'Direct debit mandate', uploadId, fields: [signature()] },
    });
    expect(archived.status).toBe(201);
  });

  it("refuses another account's upload as unknown", async () => {
    const { uploadId } = await upload([LETTER], otherOwner);
    const res = await t.request('POST', `${BASE}/documents`, {
      token: t.tokens.owner,
      body: { name: 'Borrowed', uploadId, fields: [signature()] },
    });
    expect(res.json).toMatchObject({
      errors: [{ field: 'uploadId', message: DOCUMENT_MESSAGES.uploadUnknown }],
    });
  });

  it('refuses a supervisor', async () => {
    const res = await t.request('POST', `${BASE}/documents`, { token: t.tokens.supervisor, body: {} });
    expect(res.status).toBe(403);
  });
});

describe('GET /document-signature/documents', () => {
  const list = async (query: string, token = t.tokens.owner) => {
    const res = await t.request('GET', `${BASE}/documents${query}`, { token });
    return { ...res, rows: documentSchema.array().parse(res.json), count: res.headers.get('x-count') };
  };

  it('pages the seeded documents newest first, filters by status and finds by name', async () => {
    const archived = await list('?status=archived');
    expect(archived.rows.map((row) => row.name)).toEqual(
      seeded.filter((row) => row.status === 'archived').map((row) => row.name),
    );
    const found = await list('?q=LOAN');
    expect(found.rows.map((row) => [row.name, row.currentVersion, row.latestVersion])).toEqual([
      ['Loan disclosure', 2, 3],
    ]);
    expect(found.count).toBe('1');
    const first = await list('?limit=10&q=%25');
    expect(first.rows).toEqual([]);
    const all = await list('?limit=10');
    const second = await list('?limit=10');
    expect(all.rows).toEqual(second.rows);
    expect(Number(all.count)).toBeGreaterThanOrEqual(seeded.length);
  });

  it("shows another account's documents to it only", async () => {
    const other = await list('', otherOwner);
    expect(other.rows.some((row) => seeded.some((seed) => seed.id === row.id))).toBe(false);
  });

  it('refuses a supervisor and a bad cursor', async () => {
    expect((await t.request('GET', `${BASE}/documents`, { token: t.tokens.supervisor })).status).toBe(403);
    const bad = await t.request('GET', `${BASE}/documents?lastKey=nope`, { token: t.tokens.owner });
    expect(bad.status).toBe(400);
  });
});

describe('versions, the PDF, make current, archive, history', () => {
  it('serves the seeded versions and their PDF bytes; 404 for an unknown version or document', async () => {
    const loan = seeded.find((row) => row.name === 'Loan disclosure');
    if (!loan) throw new Error('seed changed');
    const v3 = await t.request('GET', `${BASE}/documents/${loan.id}/versions/3`, { token: t.tokens.admin });
    expect(documentVersionSchema.parse(v3.json).fields).toEqual(loan.versions[2]?.fields);
    const file = await t.app.request(`${BASE}/documents/${loan.id}/versions/2/file`, {
      headers: { authorization: `Bearer ${t.tokens.owner}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(loan.versions[1]?.pdf);
    for (const path of [`${loan.id}/versions/4`, `${loan.id}/versions/0`, `${loan.id}/versions/x/file`]) {
      const res = await t.request('GET', `${BASE}/documents/${path}`, { token: t.tokens.owner });
      expect(res.json).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Version not found' });
    }
    for (const path of [
      loan.id,
      `${loan.id}/versions/1`,
      `${loan.id}/versions/1/file`,
      `${loan.id}/history`,
    ]) {
      const res = await t.request('GET', `${BASE}/documents/${path}`, { token: otherOwner });
      expect(res.json).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Document not found' });
    }
  });

  it('saves edited fields and a new PDF as new versions, each current; makes an older one current again', async () => {
    const { id } = await create('Overdraft terms');
    const edit = await t.request('POST', `${BASE}/documents/${id}/versions`, {
      token: t.tokens.admin,
      body: { fields: [signature({ page: 2 })] },
    });
    expect(edit).toMatchObject({ status: 201, json: { id, version: 2 } });
    expect(await latestAudit(t.db)).toMatchObject(auditEvents.documentVersionCreated('Overdraft terms', 2));
    const onPage3 = await t.request('POST', `${BASE}/documents/${id}/versions`, {
      token: t.tokens.admin,
      body: { fields: [signature({ page: 3 })] },
    });
    expect(onPage3.json).toMatchObject({ errors: [{ field: 'fields.0.page' }] });
    const { uploadId } = await upload([A4, A4, A4]);
    const pdf = await t.request('POST', `${BASE}/documents/${id}/versions`, {
      token: t.tokens.owner,
      body: { uploadId, fields: [signature({ page: 3 })] },
    });
    expect(pdf).toMatchObject({ status: 201, json: { id, version: 3 } });
    const v2 = documentVersionSchema.parse(
      (await t.request('GET', `${BASE}/documents/${id}/versions/2`, { token: t.tokens.owner })).json,
    );
    expect(v2.pages).toEqual([LETTER, LETTER]);
    const back = await t.request('PUT', `${BASE}/documents/${id}`, {
      token: t.tokens.owner,
      body: { currentVersion: 1 },
    });
    expect(documentSchema.parse(back.json)).toMatchObject({
      currentVersion: 1,
      latestVersion: 3,
      fieldCount: 1,
    });
    expect(await latestAudit(t.db)).toMatchObject(auditEvents.documentMadeCurrent('Overdraft terms', 1));
    const unknown = await t.request('PUT', `${BASE}/documents/${id}`, {
      token: t.tokens.owner,
      body: { currentVersion: 4 },
    });
    expect(unknown.json).toMatchObject({
      errors: [{ field: 'currentVersion', message: DOCUMENT_MESSAGES.versionUnknown }],
    });

    const history = await t.request('GET', `${BASE}/documents/${id}/history?limit=10`, {
      token: t.tokens.owner,
    });
    expect(history.headers.get('x-count')).toBe('4');
    const rows = documentHistoryEntrySchema.array().parse(history.json);
    expect(rows.map((row) => [row.version, row.change, row.by, row.fields, row.sent])).toEqual([
      [1, 'made_current', 'Olivia Bennett', 1, 0],
      [3, 'new_pdf', 'Olivia Bennett', 1, 0],
      [2, 'fields_edited', 'Marcus Reed', 1, 0],
      [1, 'created', 'Olivia Bennett', 1, 0],
    ]);
  });

  it('archives and unarchives, audited; an archived name taken since cannot come back', async () => {
    const { id } = await create('Card agreement');
    const archive = await t.request('PUT', `${BASE}/documents/${id}`, {
      token: t.tokens.admin,
      body: { archived: true },
    });
    expect(documentSchema.parse(archive.json).status).toBe('archived');
    expect(await latestAudit(t.db)).toMatchObject(auditEvents.documentArchived('Card agreement'));
    const { id: newer } = await create('CARD agreement');
    const back = await t.request('PUT', `${BASE}/documents/${id}`, {
      token: t.tokens.admin,
      body: { archived: false },
    });
    expect(back.json).toMatchObject({ errors: [{ field: 'name', message: DOCUMENT_MESSAGES.nameTaken }] });
    await t.request('PUT', `${BASE}/documents/${newer}`, { token: t.tokens.admin, body: { archived: true } });
    const again = await t.request('PUT', `${BASE}/documents/${id}`, {
      token: t.tokens.admin,
      body: { archived: false },
    });
    expect(documentSchema.parse(again.json).status).toBe('active');
    expect(await latestAudit(t.db)).toMatchObject(auditEvents.documentUnarchived('Card agreement'));
  });

  it('refuses a supervisor, an empty change and an unknown document', async () => {
    const { id } = await create('Mortgage offer');
    expect(
      (
        await t.request('PUT', `${BASE}/documents/${id}`, {
          token: t.tokens.supervisor,
          body: { archived: true },
        })
      ).status,
    ).toBe(403);
    const empty = await t.request('PUT', `${BASE}/documents/${id}`, { token: t.tokens.owner, body: {} });
    expect(empty.json).toMatchObject({ statusCode: 400, message: DOCUMENT_MESSAGES.noChange });
    const nobody = await t.request('PUT', `${BASE}/documents/doc_nobody`, {
      token: t.tokens.owner,
      body: { archived: true },
    });
    expect(nobody.status).toBe(404);
    const theirs = await t.request('PUT', `${BASE}/documents/${id}`, {
      token: otherOwner,
      body: { archived: true },
    });
    expect(theirs.status).toBe(404);
  });
});

describe('POST /v1/sessions for document-signature with data.documentId', () => {
  const v1 = (body: unknown) =>
    t.request('POST', '/v1/sessions', { body, headers: { authorization: `Bearer ${secretKey}` } });
  const session = (documentId: string) => ({
    app: 'document-signature',
    phoneNumber: '+447400123456',
    customerRef: 'CUST-77001',
    agent: { id: 'agent-7', name: 'Dana Agent' },
    data: { documentId },
  });

  it('records the current version on the session; the history counts it as sent', async () => {
    const { id } = await create('Pension transfer');
    await t.request('POST', `${BASE}/documents/${id}/versions`, {
      token: t.tokens.owner,
      body: { fields: [signature()] },
    });
    const created = await v1(session(id));
    expect(created.status).toBe(201);
    const read = await t.request('GET', `/v1/sessions/${(created.json as { id: string }).id}`, {
      headers: { authorization: `Bearer ${secretKey}` },
    });
    expect(appSessionWithEventsSchema.parse(read.json).details).toEqual({
      documentId: id,
      documentName: 'Pension transfer',
      documentVersion: 2,
      // Settings › General's rule for the signing page (on by default), kept with the request.
      requireScrollToEnd: true,
    });
    const history = documentHistoryEntrySchema
      .array()
      .parse((await t.request('GET', `${BASE}/documents/${id}/history`, { token: t.tokens.owner })).json);
    expect(history.map((row) => [row.version, row.sent])).toEqual([
      [2, 1],
      [1, 0],
    ]);
  });

  it('refuses an archived, unknown or other account document with 400 on data.documentId', async () => {
    const archived = seeded.find((row) => row.status === 'archived');
    const { id: theirs } = await create('Their document', [signature()], otherOwner);
    for (const documentId of [archived?.id ?? '', 'doc_nobody', theirs]) {
      const res = await v1(session(documentId));
      expect(res.json).toEqual({
        statusCode: 400,
        error: 'VALIDATION_ERROR',
        message: `data.documentId: ${DOCUMENT_MESSAGES.sessionDocumentUnknown}`,
        errors: [{ field: 'data.documentId', message: DOCUMENT_MESSAGES.sessionDocumentUnknown }],
      });
    }
  });
});
