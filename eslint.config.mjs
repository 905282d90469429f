// Lint for the whole repo. Import boundaries: shell -> (remotes at run time only) -> shared. A remote
// never imports another remote or the shell (remotes deploy on their own), and shared never imports
// an app (every app builds against it).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-franchise', 'remote-blog', 'remote-catalog'];
const APPS = ['shell', ...REMOTES];

/** Folder-based zones, checked on resolved paths (relative imports, aliases, workspace links). */
export const boundaryZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: 'A remote never imports another remote or the shell: share through @handyman/shared.',
  })),
  {
    target: './shell',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'The shell loads remotes at run time through federation, never by import.',
  },
  {
    target: './shared',
    from: [...APPS.map((app) => `./${app}`), './content-api'],
    message: '@handyman/shared never imports an app.',
  },
];

/** Workspace package names an area may not import. */
const forbiddenPackages = (names, message, extraPatterns = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [{ name: 'react-router', message: 'Import from react-router-dom: it is the shared singleton.' }],
      patterns: [{ group: names.flatMap((name) => [name, `${name}/*`]), message }, ...extraPatterns],
    },
  ],
});

/**
 * Each entry point of @handyman/shared is its own federation shared module. A relative import
 * from one entry into another would bundle a private second copy (a second store, an unset runtime
 * config), so entries reach each other by package name only.
 */
const SHARED_ENTRY_FOLDERS = ['ui', 'trays', 'zip', 'estimate', 'dev', 'carousel'];
const crossEntryImport = {
  group: ['../*', '!../testing/*'],
  message: 'Import other parts of @handyman/shared by package name (@handyman/shared, @handyman/shared/ui, ...), not by relative path.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      'content-api/media/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
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
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: forbiddenPackages(
      ['shell', ...REMOTES.filter((other) => other !== remote)],
      'A remote never imports another remote or the shell.',
    ),
  })),
  { files: ['shell/**'], rules: forbiddenPackages(REMOTES, 'The shell loads remotes at run time, never by import.') },
  { files: ['shared/**'], rules: forbiddenPackages([...APPS, 'content-api'], '@handyman/shared never imports an app.') },
  {
    files: SHARED_ENTRY_FOLDERS.map((folder) => `shared/src/${folder}/**`),
    ignores: ['**/*.test.*'],
    rules: forbiddenPackages([...APPS, 'content-api'], '@handyman/shared never imports an app.', [crossEntryImport]),
  },
  {
    files: ['**/*.test.{ts,tsx,js}', '**/testing/**', 'types/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
