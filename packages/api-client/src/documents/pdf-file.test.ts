import { describe, expect, it } from 'vitest';
import { hasPdfMagic, pdfFileError, pdfPageCountError, samplePdf } from './pdf-file';
import { readPdfPages } from './read-pdf-pages';
import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_MESSAGES, documentFieldsSchema, fieldPageErrors } from './schemas';

const LETTER = { width: 612, height: 792 };
const head = (text: string) => new TextEncoder().encode(text);
const file = (overrides: Partial<Parameters<typeof pdfFileError>[0]> = {}) => ({
  name: 'agreement.pdf',
  type: 'application/pdf',
  size: 1000,
  head: head('%PDF-1.7'),
  ...overrides,
});

describe('pdfFileError (the browser and both back ends)', () => {
  it('takes a PDF by type, or an untyped file named .pdf, starting %PDF-, up to 10 MB', () => {
    expect(pdfFileError(file())).toBeNull();
    expect(pdfFileError(file({ type: '', name: 'a.PDF' }))).toBeNull();
    expect(pdfFileError(file({ type: 'application/octet-stream' }))).toBeNull();
    expect(pdfFileError(file({ size: DOCUMENT_FILE_MAX_BYTES }))).toBeNull();
  });

  it('refuses another type, another name, other first bytes, and a byte over 10 MB', () => {
    expect(pdfFileError(file({ type: 'image/png' }))).toBe(DOCUMENT_MESSAGES.fileNotPdf);
    expect(pdfFileError(file({ type: '', name: 'a.txt' }))).toBe(DOCUMENT_MESSAGES.fileNotPdf);
    expect(pdfFileError(file({ head: head('%PDF') }))).toBe(DOCUMENT_MESSAGES.fileNotPdf);
    expect(pdfFileError(file({ size: DOCUMENT_FILE_MAX_BYTES + 1 }))).toBe(DOCUMENT_MESSAGES.fileTooLarge);
    expect(hasPdfMagic(head(' %PDF-'))).toBe(false);
  });

  it('allows 50 pages and no more', () => {
    expect(pdfPageCountError(50)).toBeNull();
    expect(pdfPageCountError(51)).toBe(DOCUMENT_MESSAGES.fileTooManyPages);
  });
});

describe('samplePdf and readPdfPages (both back ends)', () => {
  it('makes the same bytes every time and reads its pages back', async () => {
    const pdf = samplePdf([LETTER, { width: 595, height: 842 }]);
    expect(pdf).toEqual(samplePdf([LETTER, { width: 595, height: 842 }]));
    await expect(readPdfPages(pdf)).resolves.toEqual([LETTER, { width: 595, height: 842 }]);
  });

  it('reads an encrypted PDF as such, and bytes without pages as damaged', async () => {
    await expect(readPdfPages(samplePdf([LETTER], { encrypted: true }))).resolves.toBe('encrypted');
    await expect(readPdfPages(head('%PDF-1.7\nnothing\n%%EOF'))).resolves.toBeNull();
    await expect(readPdfPages(head('hello'))).resolves.toBeNull();
  });

  it('reads at most 51 pages of a longer PDF', async () => {
    const pages = await readPdfPages(samplePdf(Array.from({ length: 60 }, () => LETTER)));
    expect(pages).toHaveLength(51);
  });
});

describe('the fields of a version', () => {
  const signature = {
    type: 'signature',
    page: 1,
    x: 0.1,
    y: 0.8,
    width: 0.4,
    height: 0.08,
    label: 'Sign here',
  };

  it('defaults Required on, keeps a max length for Text only', () => {
    const fields = documentFieldsSchema.parse([
      signature,
      { ...signature, type: 'text', label: 'Ref', maxLength: 12 },
      { ...signature, type: 'checkbox', label: 'Agree', maxLength: 12, required: false },
    ]);
    expect(fields.map((field) => [field.required, field.maxLength])).toEqual([
      [true, null],
      [true, 12],
      [false, null],
    ]);
  });

  it('wants a signature, unique labels and boxes inside the page', () => {
    const result = documentFieldsSchema.safeParse([
      { ...signature, type: 'initials', label: 'A' },
      { ...signature, type: 'full_name', label: ' a', x: 0.7 },
    ]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.width', DOCUMENT_MESSAGES.outsidePage],
      ['1.label', DOCUMENT_MESSAGES.labelUnique],
      ['', DOCUMENT_MESSAGES.signatureRequired],
    ]);
  });

  it('names fields on pages the PDF lacks', () => {
    expect(fieldPageErrors([{ page: 1 }, { page: 3 }], 2)).toEqual([
      { field: 'fields.1.page', message: DOCUMENT_MESSAGES.pageUnknown },
    ]);
  });
});
