import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_FORMAT_VERSION } from './schema';

function walk(dir: string, base: string, hash: ReturnType<typeof createHash>): void {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const relative = base === '' ? entry.name : `${base}/${entry.name}`;
    if (entry.isDirectory()) walk(full, relative, hash);
    else if (entry.isFile() && entry.name.endsWith('.json')) {
      const stat = fs.statSync(full);
      hash.update(`${relative}\t${stat.size}\t${stat.mtimeMs}\n`);
    }
  }
}

/**
 * What decides whether the seed must be imported again: every seed file's relative path, size and
 * modification time, the import format and the settings the import bakes in. Reads no file.
 */
export function seedFingerprint(seedDir: string, settings: Record<string, string>): string {
  const hash = createHash('sha256');
  hash.update(`format ${IMPORT_FORMAT_VERSION}\n${JSON.stringify(settings)}\n`);
  if (fs.existsSync(seedDir)) walk(seedDir, '', hash);
  return hash.digest('base64url');
}
