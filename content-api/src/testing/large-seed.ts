import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULTS } from '../app-options';
import { seedFingerprint } from '../content/db/seed-fingerprint';
import { MANIFEST_FILE, SCALE_SEED_VERSION, type ScaleSeedManifest } from './scale-seed-manifest';

/** The scale seed generator's command, in the content-seed workspace: content-api runs it, never imports it. */
const GENERATOR = path.join(__dirname, '..', '..', '..', 'content-seed', 'scale-seed', 'cli.ts');

export interface LargeSeed {
  dir: string;
  manifest: ScaleSeedManifest;
  /** A content database path beside the seed, so test files reuse one import of it. */
  contentDbPath: string;
}

function generate(outDir: string, offices: number, posts: number): void {
  const args = ['--offices', String(offices), '--posts', String(posts), '--out', outDir, '--source', DEFAULTS.seedDir];
  execFileSync(process.execPath, ['--import', 'tsx', GENERATOR, ...args], { stdio: 'pipe' });
}

/**
 * The real seed cloned to this many offices and posts, generated once into os.tmpdir() and kept
 * there for later runs (keyed by the sizes and by the real seed, so an edited seed makes a new one).
 */
export function largeSeed(offices = 200, posts = 3_000): LargeSeed {
  const source = seedFingerprint(DEFAULTS.seedDir, {}).slice(0, 12);
  const dir = path.join(os.tmpdir(), `content-api-large-seed-${offices}-${posts}-v${SCALE_SEED_VERSION}-${source}`);
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) {
    // Generated beside and renamed into place, so test files starting together never read half a seed.
    const building = `${dir}.${process.pid}.building`;
    fs.rmSync(building, { recursive: true, force: true });
    generate(building, offices, posts);
    try {
      fs.renameSync(building, dir);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // another worker got there first
    }
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ScaleSeedManifest;
  if (manifest.version !== SCALE_SEED_VERSION) {
    throw new Error(`${manifestFile} is manifest version ${manifest.version}; these tests read version ${SCALE_SEED_VERSION}`);
  }
  return { dir, manifest, contentDbPath: `${dir}.content.db` };
}
