// Lint for the whole repo: the recommended rules, hooks, import cycles, and the import boundaries
// of scripts/build/import-boundaries.mjs (who may import whom).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, importBoundaryConfigs, ROOT } from './scripts/build/import-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      // Published builds (scripts/release/): copies of dist folders.
      '**/releases/**',
      '**/releases-*/**',
      '**/coverage/**',
      'content-api/media/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/.tmp/**',
      // Copies of a remote that an e2e test builds (e2e/support/remote-build.ts).
      '.e2e-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // import-x follows imports (no-cycle) only into files of these extensions, read with this parser:
      // without them it skips every .ts/.tsx module and finds no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
      // No import cycles, followed through relative paths, tsconfig paths and the workspace packages
      // (their names resolve to their sources); installed packages are not entered. Type-only imports
      // are not followed: the compiler erases them, so they make no cycle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // A federated build turns it into a copy of the module's names made when the chunk runs,
          // and a shared module's names are not there yet: the re-export comes out empty.
          selector: 'ExportAllDeclaration[source.value=/^@handyman\\u002F/]',
          message: 'Re-export a shared package by name, not with export *.',
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: 'Import from react-router-dom: it is the shared singleton.' }] },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...importBoundaryConfigs,
  // A shared package reaches another by its name, never by a relative path (a second copy).
  { files: ['shared/**'], rules: { 'import-x/no-relative-packages': 'error' } },
  // Nothing imports a test, so no test is on a cycle: following each test's imports again only costs time.
  { files: ['**/*.test.{ts,tsx,js}'], rules: { 'import-x/no-cycle': 'off' } },
  {
    files: ['**/*.test.{ts,tsx,js}', '**/testing/**', 'types/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
