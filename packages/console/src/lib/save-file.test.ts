import { describe, expect, it, vi } from 'vitest';
import { saveFile, type SaveFileTarget } from './save-file';

/** A stand-in browser: records the link it is asked to click and the object URLs made and revoked. */
function fakeTarget() {
  const link = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
  const append = vi.fn();
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:fake/1');
  const revokeObjectURL = vi.fn();
  const target = {
    document: { createElement: () => link, body: { append } },
    url: { createObjectURL, revokeObjectURL },
  } as unknown as SaveFileTarget;
  return { target, link, append, createObjectURL, revokeObjectURL };
}

describe('saveFile', () => {
  it('saves a CSV under its name, as text/csv, and cleans up after the click', async () => {
    const fake = fakeTarget();
    saveFile('Date,Admin\r\n', 'audit-log-2026-11-21.csv', fake.target);
    expect(fake.link.download).toBe('audit-log-2026-11-21.csv');
    expect(fake.link.href).toBe('blob:fake/1');
    expect(fake.link.click).toHaveBeenCalledOnce();
    expect(fake.link.remove).toHaveBeenCalledOnce();
    expect(fake.revokeObjectURL).toHaveBeenCalledWith('blob:fake/1');
    const blob = fake.createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    expect(await blob?.text()).toBe('Date,Admin\r\n');
  });

  it.each(['report.pdf', 'audit-log.exe', 'no-extension', 'archive.csv.zip'])(
    'throws for an unsupported type (%s) and saves nothing',
    (fileName) => {
      const fake = fakeTarget();
      expect(() => saveFile('x', fileName, fake.target)).toThrow(/^Unsupported download type: /);
      expect(fake.createObjectURL).not.toHaveBeenCalled();
      expect(fake.link.click).not.toHaveBeenCalled();
    },
  );

  it('takes the extension case-insensitively', () => {
    const fake = fakeTarget();
    saveFile('x', 'EXPORT.CSV', fake.target);
    expect(fake.link.click).toHaveBeenCalledOnce();
  });
});
