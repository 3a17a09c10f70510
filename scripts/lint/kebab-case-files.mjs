import { basename, sep } from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// TanStack Router's file names: `$param`, `_layout`, `__root`, `-folder` (left out of the route tree).
const ROUTE_SEGMENT = /^(?:\$|_{1,2}|-)?[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Every source file name is kebab-case, each of its dot-separated parts (`use-open-hotkey.test.ts`,
 * `vite.config.ts`); route files may carry TanStack Router's prefixes. A rule, not prose (STYLE.md "Habits").
 */
export const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
  create(context) {
    const file = context.filename;
    const name = basename(file);
    const parts = name.split('.').slice(0, -1);
    const inRoutes = file.split(sep).includes('routes');
    const ok = parts.every((part) => (inRoutes ? ROUTE_SEGMENT : KEBAB).test(part));
    return {
      Program(node) {
        if (!ok) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};
