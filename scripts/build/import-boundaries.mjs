// The repository's import boundaries, as eslint configs (eslint.config.mjs spreads them): shell ->
// (remotes at run time only) -> shared packages. A remote never imports another remote or the shell
// (remotes deploy on their own), a shared package never imports an app (every app builds against
// it), and the shared packages import each other one way (SHARED_PACKAGES). content-seed (the seed
// generator) imports only the contracts, and nothing imports it: content-api reads the seed folder
// it writes. scripts/lint-boundaries.test.js holds each rule to a case.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root: the zones' paths are relative to it. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

const REMOTES = ['remote-franchise', 'remote-blog', 'remote-catalog'];
const APPS = ['shell', ...REMOTES];

/**
 * The shared packages (shared/<folder>) and which of them each may import. One way only: contracts
 * <- platform <- offices <- estimate <- trays; the dev-only packages sit on contracts and platform.
 */
const SHARED_PACKAGES = {
  contracts: { name: '@handyman/contracts', uses: [] },
  platform: { name: '@handyman/platform', uses: ['contracts'] },
  offices: { name: '@handyman/offices', uses: ['contracts', 'platform'] },
  estimate: { name: '@handyman/estimate', uses: ['contracts', 'platform', 'offices'] },
  trays: { name: '@handyman/trays', uses: ['contracts', 'platform', 'offices', 'estimate'] },
  'dev-harness': { name: '@handyman/dev-harness', uses: ['contracts', 'platform'] },
  testing: { name: '@handyman/testing', uses: ['contracts', 'platform'] },
};
const packageName = (folder) => SHARED_PACKAGES[folder].name;
const ALL_SHARED = Object.keys(SHARED_PACKAGES);
/** What runs in no build: test helpers, and the harness a remote runs in alone. */
const DEV_ONLY = ['testing', 'dev-harness'];
/** Code that may use the dev-only packages. */
const DEV_FILES = ['**/*.test.{ts,tsx,js}', '**/testing/**', '**/src/dev/**'];

/** remote-franchise's page folders (src/pages/<page>), each a room of its own. */
const FRANCHISE_PAGES = readdirSync(`${ROOT}/remote-franchise/src/pages`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Folder-based zones, checked on resolved paths (relative imports, aliases, workspace links). */
export const boundaryZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: 'A remote never imports another remote or the shell: share through the shared packages.',
  })),
  {
    target: './shell',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'The shell loads remotes at run time through federation, never by import.',
  },
  {
    target: './shared',
    from: [...APPS.map((app) => `./${app}`), './content-api', './content-seed'],
    message: 'A shared package never imports an app.',
  },
  // Inside the shell: lib/ is the ground floor (it imports no other part of the shell; its tests may
  // use the test kits), and app/ is the composition root, which only the entry points (bootstrap.tsx,
  // server/) and the test kits build on.
  {
    target: './shell/src/lib',
    from: './shell/src',
    except: ['./lib', './testing'],
    message: 'shell/src/lib imports nothing else of the shell: move what it needs into lib, or the code up.',
  },
  ...['beacon', 'config', 'estimate', 'federation', 'head', 'layout', 'lib', 'pages', 'privacy'].map((folder) => ({
    target: `./shell/src/${folder}`,
    from: './shell/src/app',
    message: 'Only the entry points (bootstrap.tsx, server/) build on the composition root in app/: move shared code into lib/.',
  })),
  // Inside remote-franchise: office/ is the kernel every office page builds on, so it imports no page;
  // a page imports no other page (what two pages share moves into office/).
  {
    target: './remote-franchise/src/office',
    from: './remote-franchise/src/pages',
    message: 'office/ is the office kernel the pages build on: it imports no page. Move what it needs into office/.',
  },
  ...FRANCHISE_PAGES.map((page) => ({
    target: `./remote-franchise/src/pages/${page}`,
    from: './remote-franchise/src/pages',
    except: [`./${page}`],
    message: 'A page of remote-franchise imports no other page: move what both need into office/.',
  })),
  {
    target: './content-seed',
    from: [...APPS.map((app) => `./${app}`), './content-api', './e2e', './bench'],
    message: 'content-seed writes the seed folder content-api reads: it imports only @handyman/contracts.',
  },
  {
    target: ['./content-api', ...APPS.map((app) => `./${app}`), './shared', './e2e', './bench', './scripts'],
    from: './content-seed',
    message: 'Nothing imports content-seed: content-api reads the seed folder it writes, and the benches run its commands.',
  },
];

const REACT_ROUTER = { name: 'react-router', message: 'Import from react-router-dom: it is the shared singleton.' };

/** One no-restricted-imports rule: the package names an area may not import, and extra patterns. */
const forbid = (groups, extraPatterns = [], extraPaths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [REACT_ROUTER, ...extraPaths],
      patterns: [
        ...groups
          .filter(({ names }) => names.length > 0)
          .map(({ names, message }) => ({ group: names.flatMap((name) => [name, `${name}/*`]), message })),
        ...extraPatterns,
      ],
    },
  ],
});

const appsRule = { names: [...APPS, 'content-api', 'content-seed'], message: 'A shared package never imports an app.' };
const seedRule = {
  names: ['content-seed'],
  message: 'Nothing imports content-seed: content-api reads the seed folder it writes, and the benches run its commands.',
};
const devOnlyRule = {
  names: DEV_ONLY.map(packageName),
  message: 'Test helpers and the dev harness are for tests and src/dev only: no build ships them.',
};

const onlyContracts = {
  names: ALL_SHARED.filter((folder) => folder !== 'contracts').map(packageName),
  message: 'Outside the apps, only @handyman/contracts is shared: the service, the seed generator and the tests speak the CMS contract.',
};

/**
 * Entry points of one package (platform and platform/ui, trays and trays/carousel) are separate
 * federation shared modules: a relative import from one into the other would bundle a private
 * second copy (a second store, an unset runtime config).
 */
const SUB_ENTRIES = { platform: 'ui', trays: 'carousel' };
const crossEntry = (sub) => ({
  regex: `^\\.{1,2}/(\\.\\./)*${sub}(/|$)`,
  message: `Import the ${sub} entry by package name, not by relative path (a second copy).`,
});
/** From a file `depth` folders below a sub-entry's folder, a relative path out of that folder. */
const outOfEntry = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}`,
  message: 'Reach the package root by its package name, not by relative path (a second copy).',
});

/** The lint configs of one shared package: what its code, and its tests, may import. */
function sharedPackageConfigs(folder) {
  const { uses } = SHARED_PACKAGES[folder];
  const others = ALL_SHARED.filter((other) => other !== folder && !uses.includes(other));
  const notUsed = {
    names: others.filter((o) => !DEV_ONLY.includes(o)).map(packageName),
    message: `${packageName(folder)} may import only ${uses.map(packageName).join(', ') || 'no package of ours'}.`,
  };
  const code = [appsRule, notUsed, ...(DEV_ONLY.includes(folder) ? [] : [devOnlyRule])];
  const noReact =
    folder === 'contracts'
      ? ['react', 'react-dom', 'react-router-dom', 'zustand', 'ky', 'dompurify'].map((name) => ({
          name,
          message: 'The contracts are data and rules: no UI, no client.',
        }))
      : [];
  const sub = SUB_ENTRIES[folder];
  const configs = [
    { files: [`shared/${folder}/**`], ignores: DEV_FILES, rules: forbid(code, sub ? [crossEntry(sub)] : [], noReact) },
    { files: DEV_FILES.map((glob) => `shared/${folder}/${glob}`), rules: forbid([appsRule], [], noReact) },
  ];
  if (sub) {
    configs.push(
      { files: [`shared/${folder}/src/${sub}/*`], ignores: DEV_FILES, rules: forbid(code, [outOfEntry(0)], BUNDLED_INTO_REMOTES[folder]) },
      {
        files: [`shared/${folder}/src/${sub}/*/*`],
        ignores: DEV_FILES,
        rules: forbid(code, [outOfEntry(1)], BUNDLED_INTO_REMOTES[folder]),
      },
    );
  }
  return configs;
}

/** The lint configs of one app: the areas it may not import, and dev-only packages outside tests. */
function appConfigs(app, groups, paths = []) {
  return [
    { files: [`${app}/**`], ignores: DEV_FILES, rules: forbid([...groups, seedRule, devOnlyRule], [], paths) },
    { files: DEV_FILES.map((glob) => `${app}/${glob}`), rules: forbid([...groups, seedRule]) },
  ];
}

/**
 * A remote takes a shared entry whole: the platform's root and /ui hold every name (for remotes
 * built before its finer entries), so a remote's code importing them would fetch all of the
 * platform on each of its pages. Its tests, which ship nowhere, may.
 */
const platformRootsRefused = (who) =>
  ['@handyman/platform', '@handyman/platform/ui'].map((name) => ({
    name,
    message: `${who} imports the platform from @handyman/platform/base, /blog, /offices or /page-tools: an entry comes whole.`,
  }));
const platformRoots = platformRootsRefused('A remote');
/** Remote by remote, more entries that come whole and hold more than its pages start with. */
const ROOTS_REFUSED = {
  'remote-catalog': [
    {
      name: '@handyman/trays',
      message:
        "The catalog imports the trays from @handyman/trays/parts or /page: the root brings the tray renderer and every tray kind's mapping to each page's start.",
    },
  ],
};
/** The carousel entry is no singleton: each remote bundles it, so it follows the remotes' rule. */
const BUNDLED_INTO_REMOTES = { trays: platformRootsRefused('The carousel, bundled into every remote,') };

/** The no-restricted-imports configs of every area: what each app, service and package may import. */
export const importBoundaryConfigs = [
  ...REMOTES.flatMap((remote) =>
    appConfigs(
      remote,
      [
        {
          names: ['shell', ...REMOTES.filter((other) => other !== remote)],
          message: 'A remote never imports another remote or the shell.',
        },
      ],
      [...platformRoots, ...(ROOTS_REFUSED[remote] ?? [])],
    ),
  ),
  ...appConfigs('shell', [{ names: REMOTES, message: 'The shell loads remotes at run time, never by import.' }]),
  ...['content-api', 'e2e', 'bench'].map((area) => ({
    files: [`${area}/**`],
    rules: forbid([onlyContracts, seedRule]),
  })),
  {
    files: ['content-seed/**'],
    rules: forbid([
      onlyContracts,
      {
        names: [...APPS, 'content-api'],
        message: 'content-seed writes the seed folder content-api reads: it imports only @handyman/contracts.',
      },
    ]),
  },
  ...ALL_SHARED.flatMap(sharedPackageConfigs),
];
