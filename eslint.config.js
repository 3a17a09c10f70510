// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TanStack Router's redirect() and notFound() are thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
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
  prettier,
);
