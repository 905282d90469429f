// What a remote build asks of a shell that the shell cannot give it: the names its code imports
// from a shared package, read from a real compilation, against the shell's ledger of names.
const { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SharedNamesPlugin } = require('./shared-names');
const { SHARED_NAMES_FILE, namesFileOf, parseSharedNames, unhandedNames } = require('./unshared-modules');

jest.setTimeout(60_000);

/** Builds `source` as a remote consuming the package `kit` (shared, no copy of its own); the names read from it. */
async function namesOfBuild(source, mode) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-names-'));
  try {
    mkdirSync(path.join(dir, 'node_modules', 'kit'), { recursive: true });
    writeFileSync(
      path.join(dir, 'node_modules', 'kit', 'package.json'),
      JSON.stringify({ name: 'kit', version: '1.0.0', main: 'index.js' }),
    );
    writeFileSync(
      path.join(dir, 'node_modules', 'kit', 'index.js'),
      'export const A = 1, B = 2, C = 3, D = 4, E = 5, F = 6;\nexport default 0;\n',
    );
    writeFileSync(path.join(dir, 'index.js'), 'import("./app");\n');
    // A production build concatenates parts.js into app.js: the names of both are read.
    writeFileSync(path.join(dir, 'app.js'), `${source}\nexport * from './parts';\n`);
    writeFileSync(path.join(dir, 'parts.js'), "import { D } from 'kit';\nexport const d = D;\n");
    const compiler = webpack({
      mode,
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [
        new ModuleFederationPlugin({
          name: 'probe',
          filename: 'remoteEntry.js',
          exposes: { './app': './app.js' },
          shared: { kit: { singleton: true, import: false, requiredVersion: false } },
          manifest: false,
          dts: false,
        }),
        new SharedNamesPlugin(),
      ],
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    // The production build did concatenate (the case whose names sit in the concatenated module).
    const concatenated = stats.toJson({ modules: true }).modules.some((module) => (module.modules?.length ?? 0) > 1);
    expect(concatenated).toBe(mode === 'production');
    return JSON.parse(readFileSync(path.join(dir, 'dist', SHARED_NAMES_FILE), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SOURCE = [
  "import kitDefault, { A, B as Bee } from 'kit';",
  "export { C } from 'kit';",
  "import * as whole from 'kit';",
  'export const used = [kitDefault, A, Bee, whole.E];',
  "export const later = () => import('kit');",
  "export const lazyF = () => import('kit').then(({ F }) => F);",
].join('\n');

test.each(['production', 'development'])('a %s build records the names its code imports from a shared package by name', async (mode) => {
  // A default import and an import() used whole name nothing the check could hold against a
  // shell; a name read off a namespace import or off an import()'s module is a name.
  expect(await namesOfBuild(SOURCE, mode)).toEqual({ kit: ['A', 'B', 'C', 'D', 'E', 'F'] });
});

test('a name the shell’s ledger lacks is refused; the ledger’s own names, other packages and older builds pass', () => {
  const ledger = { '@handyman/platform/base': ['RichText', 'PhoneLink'] };
  expect(unhandedNames({ '@handyman/platform/base': ['RichText', 'MapView'] }, ledger)).toEqual(['@handyman/platform/base: MapView']);
  expect(unhandedNames({ '@handyman/platform/base': ['RichText', 'PhoneLink'], react: ['useState'] }, ledger)).toEqual([]);
  // Built before builds wrote their names: nothing to hold against the shell.
  expect(unhandedNames(undefined, ledger)).toEqual([]);
});

test('the manifest names the names file, which must read as lists of names', () => {
  expect(namesFileOf({ metaData: {} })).toBeUndefined();
  expect(namesFileOf({ metaData: { sharedNames: SHARED_NAMES_FILE } })).toBe(SHARED_NAMES_FILE);
  expect(() => namesFileOf({ metaData: { sharedNames: '../../etc/passwd' } })).toThrow(/names file/);
  expect(parseSharedNames('{"kit":["A"]}')).toEqual({ kit: ['A'] });
  // What a host may answer for a file it lacks, and other shapes, are not names.
  for (const text of ['<!doctype html><title>Not found</title>', '[]', '{"kit":"A"}', '{"kit":[1]}', 'null'])
    expect(() => parseSharedNames(text)).toThrow();
});
