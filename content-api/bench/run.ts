import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstRow, openDatabase, pragma } from '../src/support/sqlite';
import { startServiceProcess } from '../src/support/spawn-service';
import { measure, type Measurement, type Scenario } from './measure';
import { describeMachine, writeResults } from './report';
import { estimatePosts, pageReads, searchesAndLists, zipLookups } from './scenarios';

// Starts a real content-api on a free port with a temporary database and drives each call at a
// fixed rate. The service runs in its own process so the load generator does not share its loop.

const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 10;
const PACKAGE_DIR = path.join(__dirname, '..');
const REAL_SEED = path.join(PACKAGE_DIR, 'seed');
const FIXTURE_SEED = path.join(PACKAGE_DIR, 'src', 'testing', 'seed-fixtures');
const RESULTS_DIR = path.join(PACKAGE_DIR, '..', 'bench', 'results');

async function main(): Promise<void> {
  const seedDir = fs.existsSync(path.join(REAL_SEED, 'pages')) ? REAL_SEED : FIXTURE_SEED;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-bench-'));
  const dbPath = path.join(dir, 'leads.db');
  const service = await startServiceProcess({
    CONTENT_API_DB: dbPath,
    CONTENT_API_CONTENT_DB: path.join(dir, 'content.db'),
    CONTENT_API_SEED_DIR: seedDir,
    CONTENT_API_MEDIA_DIR: path.join(PACKAGE_DIR, 'media'),
    // Every request comes from this one address; lift the per-IP limit so it measures storage, not refusals.
    CONTENT_API_RATE_LIMIT_BURST: '1000000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const measurements: Measurement[] = [];
  try {
    const scenarios: Scenario[] = [pageReads(seedDir), searchesAndLists(), zipLookups(), estimatePosts()];
    for (const scenario of scenarios) {
      await measure(service.baseUrl, scenario, { rate: RATE, seconds: WARMUP_SECONDS, connections: CONNECTIONS });
      const result = await measure(service.baseUrl, scenario, { rate: RATE, seconds: SECONDS, connections: CONNECTIONS });
      measurements.push(result);
      console.log(
        `${result.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms, non-2xx+errors ${result.non2xx + result.errors}`,
      );
    }
  } finally {
    service.child.kill('SIGTERM');
    await service.exited;
  }
  const db = openDatabase(dbPath, { readOnly: true });
  const storedLeads = firstRow<{ n: number }>(db.prepare('SELECT COUNT(*) AS n FROM leads'))?.n ?? 0;
  const journalMode = String(pragma(db, 'journal_mode'));
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  const file = writeResults(
    {
      date: new Date().toISOString(),
      ...describeMachine(),
      seed:
        seedDir === REAL_SEED
          ? 'content-api/seed (the real seed)'
          : 'content-api/src/testing/seed-fixtures (the real seed was not there yet)',
      storedLeads,
      settings: [
        `autocannon, ${CONNECTIONS} connections, overall rate ${RATE} req/s, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s measured per scenario.`,
        'The service runs as its own process (node --import tsx src/main.ts) on 127.0.0.1 with production settings: logger at info, subscription key off.',
        `Estimate posts are durable: SQLite journal_mode=${journalMode}, synchronous=FULL; each lead, its outbox row and its idempotency key are committed before the answer (leads arriving in the same event-loop turn share one transaction). No forwarding URL, so the forwarder is idle.`,
        'The per-IP rate limit is lifted for the run because every request comes from one address.',
        'Zip lookups walk all ~41,000 US ZIPs in a shuffled order, so most miss the answer cache; page reads cycle through every seed page.',
        'Searches and lists cycle through eight calls (common words, a phrase, a prefix, relevance, a second page, a category and a year); each total is counted once and then remembered. Figures at 3,500 offices / 50,000 posts, in process: `npm run bench:store` (content-api-store-*.md).',
        'load avg is the one-minute load average when the scenario ended; the machine has 2 cores and is shared, so above ~1.5 other work was competing with the service for CPU.',
        'p50/p99/max are exact percentiles of the per-request timings autocannon reports for 2xx answers; the autocannon p99 column is its own whole-millisecond histogram.',
      ],
      measurements,
    },
    RESULTS_DIR,
  );
  console.log(`results written to ${path.relative(process.cwd(), file)}`);
  if (measurements.some((m) => !m.metGoal)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
