import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULTS } from '../app-options';
import { seedFingerprint } from '../content/db/seed-fingerprint';
import { generateScaleSeed } from '../../scripts/scale-seed/generate';
import { MANIFEST_FILE, MANIFEST_VERSION, type ScaleSeedManifest } from '../../scripts/scale-seed/manifest';

export interface LargeSeed {
  dir: string;
  manifest: ScaleSeedManifest;
  /** A content database path beside the seed, so test files reuse one import of it. */
  contentDbPath: string;
}

/**
 * The real seed cloned to this many offices and posts, generated once into os.tmpdir() and kept
 * there for later runs (keyed by the sizes and by the real seed, so an edited seed makes a new one).
 */
export function largeSeed(offices = 200, posts = 3_000): LargeSeed {
  const source = seedFingerprint(DEFAULTS.seedDir, {}).slice(0, 12);
  const dir = path.join(os.tmpdir(), `content-api-large-seed-${offices}-${posts}-v${MANIFEST_VERSION}-${source}`);
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) {
    // Generated beside and renamed into place, so test files starting together never read half a seed.
    const building = `${dir}.${process.pid}.building`;
    fs.rmSync(building, { recursive: true, force: true });
    generateScaleSeed({ sourceSeedDir: DEFAULTS.seedDir, outDir: building, offices, posts });
    try {
      fs.renameSync(building, dir);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // another worker got there first
    }
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ScaleSeedManifest;
  return { dir, manifest, contentDbPath: `${dir}.content.db` };
}
