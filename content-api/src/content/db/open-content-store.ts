import fs from 'node:fs';
import { firstValue, openDatabase } from '../../support/sqlite';
import type { ZipLocator } from '../../zip/zip-centroids';
import type { ContentStore } from '../content-store';
import { importInWorker } from './background-import';
import { importSeed } from './import-seed';
import { ImportingContentStore } from './importing-content-store';
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

export interface OpenedContent {
  store: ContentStore;
  /** Whether this start imports the seed (it changed, or there was no database). */
  imported: boolean;
  /** Settles once the content is served: at once, unless the import runs in the background. */
  loaded: Promise<void>;
}

/**
 * Opens the content database, importing the seed first when it changed since the last import (or
 * there is none). With `background`, that import runs in a worker thread and the store answers
 * 503 (importing, with its progress) until it is in; a start without a change opens at once.
 */
export function openContentStore(options: ContentDbOptions, { background = false } = {}): OpenedContent {
  const fingerprint = seedFingerprint(options.seedDir, { publicBaseUrl: options.publicBaseUrl });
  const imported = fingerprintOf(options.contentDbPath) !== fingerprint;
  const open = () =>
    new SqliteContentStore(openDatabase(options.contentDbPath, { readOnly: true }), {
      radiusMiles: options.serviceRadiusMiles,
      locate: options.locate,
    });
  const { seedDir, publicBaseUrl, contentDbPath: dbFile } = options;
  if (imported && background) {
    const store = new ImportingContentStore(
      (onProgress, signal) => importInWorker({ dbFile, seedDir, publicBaseUrl, fingerprint }, onProgress, signal),
      open,
    );
    return { store, imported, loaded: store.loaded };
  }
  if (imported) importSeed(dbFile, { seedDir, publicBaseUrl, locate: options.locate }, fingerprint);
  return { store: open(), imported, loaded: Promise.resolve() };
}
