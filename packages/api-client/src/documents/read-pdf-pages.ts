import { PDFDocument } from 'pdf-lib';
import type { DocumentPage } from './schemas';
import { DOCUMENT_PAGES_MAX } from './schemas';

/**
 * A PDF's pages as pdf-lib reads them (sizes in points, each page's rotation applied), 'encrypted' for a
 * password-protected one, null for bytes pdf-lib cannot read; checkPdfPages (pdf-file.ts) turns these into the
 * spec's refusals. The one reading of an upload, by the server and by the mocks (pdf-lib is plain JavaScript, so it
 * runs in the browser as in Node): both back ends accept and refuse the same PDFs. A PDF of more than 50 pages
 * answers 51 pages without reading the rest.
 */
export async function readPdfPages(pdf: Uint8Array): Promise<DocumentPage[] | 'encrypted' | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return null;
  }
  try {
    if (document.isEncrypted) return 'encrypted';
    const pages = document.getPages().slice(0, DOCUMENT_PAGES_MAX + 1);
    return pages.map((page) => {
      const { width, height } = page.getSize();
      const turned = page.getRotation().angle % 180 !== 0;
      return turned ? { width: height, height: width } : { width, height };
    });
  } catch {
    return null;
  }
}
