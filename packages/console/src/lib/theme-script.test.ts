import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const script = readFileSync(new URL('public/theme.js', root), 'utf8');
const indexHtml = readFileSync(new URL('index.html', root), 'utf8');

/** Runs public/theme.js as the browser would before the first paint; answers the theme it set. */
function themeBeforePaint(stored: string | null, systemDark: boolean): string | undefined {
  const dataset: { theme?: string } = {};
  const window = {
    localStorage: { getItem: (key: string) => (key === 'theme' ? stored : null) },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
  };
  runInNewContext(script, { window, document: { documentElement: { dataset } } });
  return dataset.theme;
}

describe('the theme before the first paint', () => {
  it('is not pinned by index.html, which loads the theme script from its own file (CSP: self)', () => {
    expect(indexHtml).not.toMatch(/data-theme=/);
    expect(indexHtml).toContain('<script src="/theme.js"></script>');
  });

  it('follows the system when the user chose none', () => {
    expect(themeBeforePaint(null, true)).toBe('dark');
    expect(themeBeforePaint(null, false)).toBe('light');
  });

  it("keeps the user's choice over the system's", () => {
    expect(themeBeforePaint('light', true)).toBe('light');
    expect(themeBeforePaint('dark', false)).toBe('dark');
  });
});
