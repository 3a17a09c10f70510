/**
 * Where the story screenshots' baselines live, for vitest's toMatchScreenshot (node side of screenshots.ts):
 * `<story folder>/__screenshots__/<story file without .stories.tsx>/<story>.<theme>.png`, no platform suffix (the
 * baselines are taken in Debian's Chromium, the only browser the tests run).
 */
import { utimes } from 'node:fs/promises';
import { basename, dirname, relative, resolve } from 'node:path';
import type { BrowserCommand } from 'vitest/node';

interface PathData {
  /** `<story>/<theme>`, as screenshots.ts names it. */
  arg: string;
  ext: string;
  root: string;
  testFileDirectory: string;
  testFileName: string;
}

export function baselinePath({ arg, ext, root, testFileDirectory, testFileName }: PathData): string {
  const [story = '', theme = ''] = arg.split('/');
  const file = testFileName.replace(/\.stories\.tsx?$/, '');
  return resolve(root, testFileDirectory, '__screenshots__', file, `${story}.${theme}${ext}`);
}

/**
 * While updating (`-u`), marks a baseline as in use by touching it: scripts/update-screenshots.mjs then deletes
 * those the run did not touch (stories removed or opted out). Without `-u` it does nothing.
 */
export const keepBaseline: BrowserCommand<[arg: string]> = async (context, arg) => {
  const { project, testPath } = context;
  if (project.serializedConfig.snapshotOptions.updateSnapshot !== 'all' || !testPath) return;
  const root = project.config.root;
  const path = baselinePath({
    arg,
    ext: '.png',
    root,
    testFileDirectory: relative(root, dirname(testPath)),
    testFileName: basename(testPath),
  });
  const now = new Date();
  await utimes(path, now, now).catch(() => undefined);
};
