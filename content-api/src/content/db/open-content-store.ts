import fs from 'node:fs';
import { firstValue, openDatabase } from '../../support/sqlite';
import type { ZipLocator } from '../../zip/zip-centroids';
import type { ContentStore } from '../content-store';
import { importSeed } from './import-seed';
import { seedFingerprint } from './seed-fingerprint';
import { SqliteContentStore } from './sqlite-content-store';

export interface ContentDbOptions {
  seedDir: string;
  /** The content database file (not the lead database); written only by an import. */
  contentDbPath: string;
  publicBaseUrl: string;
  serviceRadiusMiles: number;
  locate: ZipLocator;
}

function fingerprintOf(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  try {
    const db = openDatabase(file, { readOnly: true });
    try {
      return firstValue<string>(db.prepare("SELECT value FROM meta WHERE key = 'fingerprint'"));
    } finally {
      db.close();
    }
  } catch {
    return undefined; // not a content database of this format: import again
  }
}

/**
 * Opens the content database, importing the seed first when it changed since the last import (or
 * there is none). `imported` says whether this start imported.
 */
export function openContentStore(options: ContentDbOptions): { store: ContentStore; imported: boolean } {
  const fingerprint = seedFingerprint(options.seedDir, { publicBaseUrl: options.publicBaseUrl });
  const imported = fingerprintOf(options.contentDbPath) !== fingerprint;
  if (imported)
    importSeed(
      options.contentDbPath,
      { seedDir: options.seedDir, publicBaseUrl: options.publicBaseUrl, locate: options.locate },
      fingerprint,
    );
  const db = openDatabase(options.contentDbPath, { readOnly: true });
  return { store: new SqliteContentStore(db, { radiusMiles: options.serviceRadiusMiles, locate: options.locate }), imported };
}
