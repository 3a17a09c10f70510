// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { kebabCaseFiles } from './scripts/lint/kebab-case-files.mjs';

const CONSOLE = 'packages/console/src';
const FEATURES = readdirSync(`${CONSOLE}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/styled-system/**',
      'storybook-static/**',
      '**/routeTree.gen.ts',
      '**/mockServiceWorker.js',
      'coverage/**',
      'data/**',
      'bench/.tmp/**',
      '.visual-output/**',
    ],
  },
  js.configs.recommended,
  // The rules that need type information (strict-type-checked's) run in oxlint's type-aware mode (.oxlintrc.json),
  // whose checker is TypeScript 7's: 18 s against ESLint's 180 s for the same rules over the same files. All but
  // no-unsafe-class-instance-assignment, which tsgolint does not have; no-confusing-void-expression stays off, and
  // no-unsafe-enum-assignment too (no enums).
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.strict,
  ...pluginQuery.configs['flat/recommended'],
  {
    // The API client is a dependency of every query function but not part of any key: one client per app.
    rules: {
      '@tanstack/query/exhaustive-deps': ['error', { allowlist: { types: ['ApiClient'] } }],
      // We do not run the React Compiler, so libraries it cannot memoise (TanStack Virtual) are fine.
      'react-hooks/incompatible-library': 'off',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Packages import nothing of ours; the console imports packages, never the other way round.
    files: ['packages/ui/src/**', 'packages/api-client/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@console/*', '**/console/**', '**/server/**'],
              message: 'ui and api-client import nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    // Boundaries (bulletproof-react's project structure; STYLE.md "Console"): shared → features → routes. A feature
    // imports no other feature (shared pieces live in components/ or lib/); components, lib and session import no
    // feature; nothing imports the routes.
    files: [`${CONSOLE}/**`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          conditionNames: ['@console/source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./${CONSOLE}/features/${feature}`,
              from: `./${CONSOLE}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other: move the shared piece to components/ or lib/.',
            })),
            {
              target: [`./${CONSOLE}/components`, `./${CONSOLE}/lib`, `./${CONSOLE}/session`],
              from: [`./${CONSOLE}/features`, `./${CONSOLE}/routes`],
              message: 'Shared code imports no feature and no route.',
            },
            {
              target: `./${CONSOLE}/features`,
              from: `./${CONSOLE}/routes`,
              message: 'Routes import features, never the other way round.',
            },
          ],
        },
      ],
      // No barrels inside the app: files import each other directly, so Vite splits per route.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrels inside the app: import the file directly.' },
        {
          selector: 'ExportNamedDeclaration[source]',
          message: 'No barrels inside the app: import the file directly.',
        },
      ],
    },
  },
  {
    // Stories and the journeys use the packages' public entries, never the server's insides.
    files: ['stories/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'packages/server/src/(?!main\\.ts$|testing\\.ts$)',
              message: "Use the server's public entries (main.ts, testing.ts), not its insides.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,mts}'],
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: { 'local/kebab-case-files': 'error' },
  },
  prettier,
);
