// The committed seed JSON and media are generated; this fails when someone edits a generated file
// by hand or changes a content module without regenerating (see README.md in this folder).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const run = (script: string) => execFileSync(process.execPath, [path.join(__dirname, script), '--check'], { encoding: 'utf8', stdio: 'pipe' });

describe('generated seed', () => {
  it('media matches generate-media.mjs', () => {
    expect(run('generate-media.mjs')).toMatch(/^checked \d+ images/);
  });

  it('seed JSON matches build-seed.mjs', () => {
    expect(run('build-seed.mjs')).toMatch(/^seed is up to date/);
  });
});
