// react-router-dom is shared as scripts/build/react-router-dom.mjs (browser builds) and
// react-router-dom.server.mjs (server builds: the same plus the static router), which name
// only the exports the apps use (a shared module is not tree-shaken). An app importing a name its
// build's module does not list would get undefined at run time in the built site, while its unit
// tests (which use the package) pass.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const APP_SOURCES = ['shell/src', 'remote-franchise/src', 'remote-blog/src', 'remote-catalog/src', 'shared'];
const TEST_FILE = /\.test\.[jt]sx?$|[/\\](testing|test-utils)[/\\]/;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.[jt]sx?$/.test(entry.name) && !TEST_FILE.test(file) ? [file] : [];
  });
}

/** The value (not type-only) names a file imports from react-router-dom. */
function importedNames(code) {
  const names = [];
  for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Every app source file with its text, read once. */
const sources = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => ({
  file,
  code: fs.readFileSync(file, 'utf8'),
}));

function facadeExports(file = 'scripts/build/react-router-dom.mjs') {
  const code = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const own = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const reexported = [...code.matchAll(/export\s*\*\s*from\s*'\.\/([^']+)'/g)].flatMap((match) => [
    ...facadeExports(path.join(path.dirname(file), match[1])),
  ]);
  return new Set([...own, ...reexported]);
}

/** Code only the shell's server runs: built for Node alone, so it gets the server's module. */
const SERVER_ONLY = /^shell[/\\]src[/\\]server[/\\]/;

test("every react-router-dom name the apps import is one their build's shared module exports", () => {
  const browser = facadeExports();
  const server = facadeExports('scripts/build/react-router-dom.server.mjs');
  const missing = sources.flatMap(({ file, code }) => {
    const relative = path.relative(ROOT, file);
    const exported = SERVER_ONLY.test(relative) ? server : browser;
    return importedNames(code)
      .filter((name) => !exported.has(name))
      .map((name) => `${name} (${relative})`);
  });
  expect(missing).toEqual([]);
});

test("the server's module has every name the browser's has (a remote renders with both)", () => {
  const server = facadeExports('scripts/build/react-router-dom.server.mjs');
  expect([...facadeExports()].filter((name) => !server.has(name))).toEqual([]);
  expect(server.has('createStaticHandler')).toBe(true);
});

test('no app imports the whole namespace, which the shared module could not serve', () => {
  const namespaceImports = sources
    .filter(({ code }) => /import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/.test(code))
    .map(({ file }) => file);
  expect(namespaceImports).toEqual([]);
});

test('the check finds the imports (it reads the sources it means to)', () => {
  expect(importedNames("import { Link, useParams as params, type X } from 'react-router-dom';")).toEqual(['Link', 'useParams']);
  expect(facadeExports().has('useLocation')).toBe(true);
  // The browser's module leaves the static router out: it is the server's alone.
  expect(facadeExports().has('createStaticRouter')).toBe(false);
});
