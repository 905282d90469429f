// The import boundaries are enforced by lint: crossing one fails the run.
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

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
  ['shared importing an app', 'shared/src/x.ts', "import { App } from '../../shell/src/app/App';\nexport { App };"],
  ['shared importing content-api', 'shared/src/x.ts', "import { createApp } from '../../content-api/src/app';\nexport { createApp };"],
  [
    'a shared entry reaching into another by relative path (a second store copy)',
    'shared/src/ui/x.ts',
    "import { useSiteStore } from '../store/site-store';\nexport { useSiteStore };",
  ],
  [
    'code importing react-router instead of the shared react-router-dom',
    'remote-blog/src/x.ts',
    "import { useParams } from 'react-router';\nexport { useParams };",
  ],
];
const allowed = ['remote-blog/src/x.ts', "import { useSiteStore } from '@handyman/shared';\nexport { useSiteStore };"];

let results;
beforeAll(() => {
  const snippets = [...cases.map(([, file, code]) => ({ file, code })), { file: allowed[0], code: allowed[1] }];
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], { input: JSON.stringify(snippets) });
  results = JSON.parse(output.toString()).map((messages) => messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId)));
}, 120_000);

describe('import boundaries', () => {
  test.each(cases.map((row, index) => [row[0], index]))('%s fails lint', (_name, index) => {
    expect(results[index]).not.toHaveLength(0);
  });

  test('a remote importing the shared layer passes', () => {
    expect(results[cases.length]).toEqual([]);
  });
});
