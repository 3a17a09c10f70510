/** The file types the console saves, by extension: CSV only (the audit log's export, spec 000 §7, and the apps' activity, apps.md §2.2). */
const DOWNLOAD_TYPES: Readonly<Record<string, string>> = { csv: 'text/csv;charset=utf-8' };

/** What saveFile touches in the browser: injectable so the node unit test can stand in for it. */
export interface SaveFileTarget {
  document: Pick<Document, 'createElement' | 'body'>;
  url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

const browserTarget = (): SaveFileTarget => ({ document, url: URL });

/**
 * Saves text as a download named `fileName`. The type comes from the name's extension; any other extension throws
 * before anything is saved (spec 000 §8: "An unsupported download type throws an error").
 */
export function saveFile(content: string, fileName: string, target: SaveFileTarget = browserTarget()): void {
  const extension = /\.([^./]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const type = DOWNLOAD_TYPES[extension];
  if (type === undefined) throw new Error(`Unsupported download type: ${extension || fileName}`);
  const href = target.url.createObjectURL(new Blob([content], { type }));
  const link = target.document.createElement('a');
  link.href = href;
  link.download = fileName;
  target.document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    target.url.revokeObjectURL(href);
  }
}
