// Import cycles fail lint (import-x/no-cycle): real files on disk, since the rule follows each import
// into the file it names. The fixtures sit in a shared package, where the workspace's TypeScript
// resolution and the package names apply as for any source file, and are removed afterwards.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.dirname(__dirname);
const fixture = `shared/estimate/src/cycle-fixture-${process.pid}`;

/** Files written to disk, then the file linted in each case, and whether the rule must flag it. */
const files = {
  'pair-a.ts': "import { b } from './pair-b';\nexport const a = () => b;\n",
  'pair-b.ts': "import { a } from './pair-a';\nexport const b = () => a;\n",
  'ring-a.ts': "import { b } from './ring-b';\nexport const a = () => b;\n",
  'ring-b.ts': "import { c } from './ring-c';\nexport const b = () => c;\n",
  'ring-c.ts': "import { a } from './ring-a';\nexport const c = () => a;\n",
  'chain-a.ts':
    "import { b } from './chain-b';\nimport { OFFICE_WAIT_MS } from '@handyman/estimate';\nexport const a = () => b + OFFICE_WAIT_MS;\n",
  'chain-b.ts': "import { FULL_ZIP } from '@handyman/offices';\nexport const b = String(FULL_ZIP);\n",
};
const cycles = [
  ['two files importing each other', 'pair-a.ts'],
  ['three files in a ring', 'ring-a.ts'],
];
const noCycles = [['a file importing a chain (through a package name) that never comes back', 'chain-a.ts']];

let results;
beforeAll(() => {
  fs.mkdirSync(path.join(root, fixture));
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(root, fixture, name), code);
  const snippets = [...cycles, ...noCycles].map(([, name]) => ({ file: `${fixture}/${name}`, code: files[name] }));
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], { input: JSON.stringify(snippets) });
  results = JSON.parse(output.toString()).map((messages) => messages.filter((m) => m.ruleId === 'import-x/no-cycle'));
}, 120_000);

afterAll(() => {
  fs.rmSync(path.join(root, fixture), { recursive: true, force: true });
});

describe('import cycles', () => {
  test.each(cycles.map((row, index) => [row[0], index]))('%s fail lint', (_name, index) => {
    expect(results[index]).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Dependency cycle/) })]);
  });

  test.each(noCycles.map((row, index) => [row[0], cycles.length + index]))('%s passes', (_name, index) => {
    expect(results[index]).toEqual([]);
  });
});
