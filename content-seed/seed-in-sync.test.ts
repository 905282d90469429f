// The committed seed JSON and media are generated; this fails when someone edits a generated file
// by hand or changes a content module without regenerating (see README.md in this folder).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The generators are TypeScript: run them under tsx, resolved from this folder.
const run = (script: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, script), '--check'], {
    cwd: __dirname,
    encoding: 'utf8',
    stdio: 'pipe',
  });

describe('generated seed', () => {
  it('media matches generate-media.ts', () => {
    expect(run('generate-media.ts')).toMatch(/^checked \d+ images/);
  });

  it('seed JSON matches build-seed.ts', () => {
    expect(run('build-seed.ts')).toMatch(/^seed is up to date/);
  });
});
