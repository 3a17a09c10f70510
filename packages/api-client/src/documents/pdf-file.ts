import { invalidField } from '../rules/errors';
import type { DocumentPage } from './schemas';
import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_MESSAGES, DOCUMENT_PAGES_MAX } from './schemas';

/** `%PDF-`, the bytes every PDF starts with. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** Whether `bytes` start with `%PDF-`. */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

/**
 * What the browser and both back ends check before reading a PDF (apps.md §3.3): a PDF by type or name and by its
 * first bytes, and 10 MB or smaller. `head` is at least the file's first five bytes. Null when it passes.
 */
export function pdfFileError(file: {
  name: string;
  type: string;
  size: number;
  head: Uint8Array;
}): string | null {
  const untyped = file.type === '' || file.type === 'application/octet-stream';
  const named = file.type === 'application/pdf' || (untyped && /\.pdf$/i.test(file.name));
  if (!named || !hasPdfMagic(file.head)) return DOCUMENT_MESSAGES.fileNotPdf;
  if (file.size > DOCUMENT_FILE_MAX_BYTES) return DOCUMENT_MESSAGES.fileTooLarge;
  return null;
}

/** The page count's refusal once the PDF is read, or null. */
export function pdfPageCountError(pageCount: number): string | null {
  return pageCount > DOCUMENT_PAGES_MAX ? DOCUMENT_MESSAGES.fileTooManyPages : null;
}

/** The multipart part the upload's file travels in. */
export const DOCUMENT_UPLOAD_FIELD = 'file';

/** 400 VALIDATION_FAILED under the upload's `file`. */
const refuseFile = (message: string) => invalidField(DOCUMENT_UPLOAD_FIELD, message);

/**
 * The PDF of POST /document-signature/uploads, as both back ends read it from the standard Request: a multipart
 * body whose `file` part passes pdfFileError. Anything else (JSON, no part, a text part) is "Only PDF files are
 * accepted". The size was capped before (the server's body limit; a file over 10 MB is refused here too).
 */
export async function readPdfUpload(request: Request): Promise<Uint8Array> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw refuseFile(DOCUMENT_MESSAGES.fileNotPdf);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refuseFile(DOCUMENT_MESSAGES.fileNotPdf);
  }
  const file = form.get(DOCUMENT_UPLOAD_FIELD);
  if (file === null || typeof file === 'string') throw refuseFile(DOCUMENT_MESSAGES.fileNotPdf);
  if (file.size > DOCUMENT_FILE_MAX_BYTES) throw refuseFile(DOCUMENT_MESSAGES.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const error = pdfFileError({
    name: file.name,
    type: file.type,
    size: file.size,
    head: bytes.subarray(0, 5),
  });
  if (error) throw refuseFile(error);
  return bytes;
}

/** The pages a reader found (or 'encrypted', or null for unreadable), refused as the spec words it. */
export function checkPdfPages(pages: readonly DocumentPage[] | 'encrypted' | null): DocumentPage[] {
  if (pages === null || pages === 'encrypted' || pages.length === 0) {
    throw refuseFile(DOCUMENT_MESSAGES.fileDamaged);
  }
  const error = pdfPageCountError(pages.length);
  if (error) throw refuseFile(error);
  return [...pages];
}

const encoder = new TextEncoder();

/**
 * A small, valid, uncompressed PDF with `pages` blank pages of the given sizes (points), each carrying its number
 * as text, built byte for byte the same every time: the stories', the contract's and the demo seed's documents.
 * `encrypted` adds an /Encrypt entry to the trailer (a password-protected PDF as readers see it).
 */
export function samplePdf(
  pages: readonly DocumentPage[],
  options: { encrypted?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const pageIds = pages.map((_page, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((page, index) => {
    const id = pageIds[index] ?? 0;
    const text = `BT /F1 18 Tf 36 ${page.height - 54} Td (Page ${index + 1}) Tj ET`;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  });
  const encryptId = objects.length;
  if (options.encrypted) {
    objects[encryptId] =
      '<< /Filter /Standard /V 1 /R 2 /O (0000000000000000) /U (0000000000000000) /P -4 >>';
  }
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  const encrypt = options.encrypted ? ` /Encrypt ${encryptId} 0 R /ID [<00> <00>]` : '';
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body);
}
