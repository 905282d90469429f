import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import fs from 'node:fs';
import { importingFileOf, type ImportProgress, type ProgressListener } from './import-seed';

/** What the import worker is given: plain values (a worker cannot be passed functions). */
export interface ImportJob {
  dbFile: string;
  seedDir: string;
  publicBaseUrl: string;
  fingerprint: string;
  /** The file the import writes, renamed over dbFile when complete. */
  tempFile: string;
}

/**
 * Imports the seed in a worker thread (the same import as a start that waits for it), reporting
 * progress as it goes; resolves once the database is renamed into place, rejects with the import's
 * error (a broken seed file names the file). Aborting the signal stops it. The worker loads the TypeScript sources through tsx,
 * as the service itself is run.
 */
export function importInWorker(job: Omit<ImportJob, 'tempFile'>, onProgress: ProgressListener, signal: AbortSignal): Promise<void> {
  const tempFile = importingFileOf(job.dbFile);
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'import-worker.ts'), {
      workerData: { ...job, tempFile } satisfies ImportJob,
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    });
    // Stopped mid-import (the service closing): the half-written file goes with it.
    signal.addEventListener('abort', () => {
      void worker.terminate().then(() => fs.rmSync(tempFile, { force: true }));
    });
    worker.on('message', (progress: ImportProgress) => onProgress(progress));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the seed import stopped (exit code ${code})`))));
  });
}
