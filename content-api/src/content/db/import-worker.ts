// The import in a worker thread (see background-import.ts): the service's own thread keeps answering.
import { parentPort, workerData } from 'node:worker_threads';
import { lookupUsZip } from '../../zip/zip-centroids';
import type { ImportJob } from './background-import';
import { importSeed } from './import-seed';

const job = workerData as ImportJob;
importSeed(
  job.dbFile,
  { seedDir: job.seedDir, publicBaseUrl: job.publicBaseUrl, locate: lookupUsZip },
  job.fingerprint,
  (progress) => parentPort?.postMessage(progress),
  job.tempFile,
);
