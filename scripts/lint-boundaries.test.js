// The import boundaries are enforced by lint: crossing one fails the run.
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports', 'import-x/no-relative-packages'];

const cases = [
  [
    'a remote importing another remote',
    'remote-blog/src/x.ts',
    "import { pages } from '../../remote-franchise/src/routes';\nexport { pages };",
  ],
  ['a remote importing the shell', 'remote-catalog/src/x.ts', "import { App } from '../../shell/src/app/App';\nexport { App };"],
  [
    'a remote importing another remote by package name',
    'remote-franchise/src/x.ts',
    "import { pages } from 'remote-blog/src/routes';\nexport { pages };",
  ],
  [
    'the shell importing a remote at build time',
    'shell/src/x.ts',
    "import { pages } from '../../remote-blog/src/routes';\nexport { pages };",
  ],
  ['a shared package importing an app', 'shared/platform/src/x.ts', "import { App } from '../../../shell/src/app/App';\nexport { App };"],
  [
    'a shared package importing content-api',
    'shared/contracts/src/x.ts',
    "import { createApp } from '../../../content-api/src/app';\nexport { createApp };",
  ],
  [
    "the shell's lib importing a part of the shell above it",
    'shell/src/lib/x.ts',
    "import { Layout } from '../layout/Layout';\nexport { Layout };",
  ],
  [
    "a shell page building on the shell's composition root",
    'shell/src/pages/x.ts',
    "import { buildRoutes } from '../app/routing/router';\nexport { buildRoutes };",
  ],
  ['the contracts importing React', 'shared/contracts/src/x.ts', "import { useState } from 'react';\nexport { useState };"],
  [
    'the platform importing a feature package (imports go one way)',
    'shared/platform/src/x.ts',
    "import { EstimateForm } from '@handyman/estimate';\nexport { EstimateForm };",
  ],
  [
    'the platform importing the offices package (imports go one way)',
    'shared/platform/src/x.ts',
    "import { ZipLookupForm } from '@handyman/offices';\nexport { ZipLookupForm };",
  ],
  [
    'the offices package importing the estimate form (imports go one way)',
    'shared/offices/src/x.ts',
    "import { EstimateForm } from '@handyman/estimate';\nexport { EstimateForm };",
  ],
  [
    'a shared package reaching into another by relative path',
    'shared/trays/src/x.ts',
    "import { useSiteStore } from '../../platform/src/store/site-store';\nexport { useSiteStore };",
  ],
  [
    'the platform/ui entry reaching the platform root by relative path (a second store copy)',
    'shared/platform/src/ui/x.ts',
    "import { useSiteStore } from '../store/site-store';\nexport { useSiteStore };",
  ],
  ['app code (not a test) importing test helpers', 'shell/src/x.ts', "import { field } from '@handyman/testing';\nexport { field };"],
  [
    'content-api importing a React package',
    'content-api/src/x.ts',
    "import { useSiteStore } from '@handyman/platform';\nexport { useSiteStore };",
  ],
  [
    'content-api importing the seed generator (it reads the seed folder only)',
    'content-api/src/x.ts',
    "import { generateScaleSeed } from '../../content-seed/scale-seed/generate';\nexport { generateScaleSeed };",
  ],
  [
    'a bench importing the seed generator (it runs its command)',
    'bench/scale/x.ts',
    "import { generateScaleSeed } from '../../content-seed/scale-seed/generate';\nexport { generateScaleSeed };",
  ],
  [
    'the seed generator importing content-api',
    'content-seed/pages/x.ts',
    "import { createApp } from '../../content-api/src/app';\nexport { createApp };",
  ],
  [
    'the seed generator importing a React package',
    'content-seed/pages/x.ts',
    "import { useSiteStore } from '@handyman/platform';\nexport { useSiteStore };",
  ],
  [
    "remote-franchise's office kernel importing one of its pages",
    'remote-franchise/src/office/x.ts',
    "import { homeLoader } from '../pages/home/home-loader';\nexport { homeLoader };",
  ],
  [
    'a remote-franchise page importing another page',
    'remote-franchise/src/pages/city/x.ts',
    "import { homeLoader } from '../home/home-loader';\nexport { homeLoader };",
  ],
  [
    "a remote's code importing the platform's root, which comes whole (all of the platform on every remote page)",
    'remote-blog/src/x.ts',
    "import { useSiteStore } from '@handyman/platform';\nexport { useSiteStore };",
  ],
  [
    "a remote's code importing the platform's /ui entry, which comes whole too",
    'remote-catalog/src/x.ts',
    "import { RichText } from '@handyman/platform/ui';\nexport { RichText };",
  ],
  [
    "the trays' carousel, which every remote bundles, importing the platform's /ui entry whole",
    'shared/trays/src/carousel/x.tsx',
    "import { useMediaQuery } from '@handyman/platform/ui';\nexport { useMediaQuery };",
  ],
  [
    'code importing react-router instead of the shared react-router-dom',
    'remote-blog/src/x.ts',
    "import { useParams } from 'react-router';\nexport { useParams };",
  ],
];
const allowed = [
  [
    'a remote importing the platform from its entries for remotes',
    'remote-blog/src/x.ts',
    "import { useSiteStore } from '@handyman/platform/base';\nimport { getBlogFacets } from '@handyman/platform/blog';\nexport { useSiteStore, getBlogFacets };",
  ],
  [
    "a remote's test importing the platform's root (tests ship nowhere)",
    'remote-blog/src/x.test.ts',
    "import { setRuntimeConfig } from '@handyman/platform';\nexport { setRuntimeConfig };",
  ],
  ['a test importing test helpers', 'shell/src/x.test.ts', "import { field } from '@handyman/testing';\nexport { field };"],
  [
    "the shell's server building on the composition root",
    'shell/src/server/x.ts',
    "import { buildRoutes } from '../app/routing/router';\nexport { buildRoutes };",
  ],
  ["the shell's layout using lib", 'shell/src/layout/x.ts', "import { whenIdle } from '../lib/when-idle';\nexport { whenIdle };"],
  [
    'trays importing the ZIP form',
    'shared/trays/src/x.ts',
    "import { ZipLookupForm } from '@handyman/offices';\nexport { ZipLookupForm };",
  ],
  [
    'the estimate form importing the offices package',
    'shared/estimate/src/x.ts',
    "import { lookupZipOnce } from '@handyman/offices';\nexport { lookupZipOnce };",
  ],
  [
    'a remote-franchise page building on the office kernel',
    'remote-franchise/src/pages/city/x.ts',
    "import { loadOfficeHome } from '../../office/load-office';\nexport { loadOfficeHome };",
  ],
  [
    'a remote-franchise page using its own folder',
    'remote-franchise/src/pages/home/x.ts',
    "import { homeLoader } from './home-loader';\nexport { homeLoader };",
  ],
  ['content-api importing the contracts', 'content-api/src/x.ts', "import { asArray } from '@handyman/contracts';\nexport { asArray };"],
  [
    'the seed generator importing the contracts',
    'content-seed/pages/x.ts',
    "import { asArray } from '@handyman/contracts';\nexport { asArray };",
  ],
];

let results;
beforeAll(() => {
  const snippets = [...cases, ...allowed].map(([, file, code]) => ({ file, code }));
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], { input: JSON.stringify(snippets) });
  results = JSON.parse(output.toString()).map((messages) => messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId)));
}, 120_000);

describe('import boundaries', () => {
  test.each(cases.map((row, index) => [row[0], index]))('%s fails lint', (_name, index) => {
    expect(results[index]).not.toHaveLength(0);
  });

  test.each(allowed.map((row, index) => [row[0], cases.length + index]))('%s passes', (_name, index) => {
    expect(results[index]).toEqual([]);
  });
});
