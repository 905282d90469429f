import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServiceProcess } from '../src/support/spawn-service';

// The image service under a flood of distinct pictures: every request a crop never asked before (no
// cache can answer it), 32 at a time for FLOOD_SECONDS, while one visitor keeps asking for a picture
// already made. Records the service's memory (RSS, sampled every 250 ms) before, at its peak and
// after, how the flood was answered (made, 503 busy), and the made picture's times during the flood.
// Results: bench/results/image-service.md and .json. `npm run bench:images -w content-api`.

const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 30);
const CONCURRENCY = 32;
const PACKAGE_DIR = path.join(__dirname, '..');
const RESULTS_DIR = path.join(PACKAGE_DIR, '..', 'bench', 'results');
const MADE = '/media/Photos/kitchen.jpg?width=800&format=webp';

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const percentile = (values: number[], p: number): number => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-image-bench-'));
  const service = await startServiceProcess({
    CONTENT_API_DB: path.join(dir, 'leads.db'),
    CONTENT_API_CONTENT_DB: path.join(dir, 'content.db'),
    CONTENT_API_MEDIA_DIR: path.join(PACKAGE_DIR, 'media'),
    CONTENT_API_IMAGE_CACHE_DIR: path.join(dir, 'media-cache'),
    LOG_LEVEL: 'warn',
  });
  const pid = service.child.pid ?? 0;
  const get = (url: string): Promise<number> => fetch(`${service.baseUrl}${url}`).then(async (r) => (await r.arrayBuffer(), r.status));
  try {
    await get(MADE);
    for (let i = 0; i < 20; i++) await get(MADE);
    const before = rssMb(pid);
    let peak = before;
    const timeline: number[] = [];
    const floodStart = Date.now();
    const sampler = setInterval(() => {
      const rss = rssMb(pid);
      peak = Math.max(peak, rss);
      // One figure every 5 s: flat is a timeline that stops rising while the flood goes on.
      if (Date.now() - floodStart >= (timeline.length + 1) * 5000) timeline.push(rss);
    }, 250);
    const statuses: Record<string, number> = {};
    const end = Date.now() + FLOOD_SECONDS * 1000;
    let next = 0;
    const flood = async (): Promise<void> => {
      while (Date.now() < end) {
        const n = next++;
        const [x, y] = [n % 1200, Math.floor(n / 1200) % 800];
        const status = await get(`/media/Photos/living.jpg?crop=${x},${y},${x + 1200},${y + 800}&width=640&format=webp`).catch(() => 0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    };
    const madeTimes: number[] = [];
    const visitor = async (): Promise<void> => {
      while (Date.now() < end) {
        const started = performance.now();
        if ((await get(MADE)) === 200) madeTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await Promise.all([...Array.from({ length: CONCURRENCY }, flood), visitor()]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    clearInterval(sampler);
    const after = rssMb(pid);
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')} at the end`,
      floodSeconds: FLOOD_SECONDS,
      concurrency: CONCURRENCY,
      requests: next,
      statuses,
      rssMb: { before, peak, after, every5s: timeline },
      madePicture: {
        count: madeTimes.length,
        p50Ms: Math.round(percentile(madeTimes, 0.5)),
        p99Ms: Math.round(percentile(madeTimes, 0.99)),
      },
    };
    console.log(JSON.stringify(result, null, 2));
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, 'image-service.json'), `${JSON.stringify(result, null, 2)}\n`);
    fs.writeFileSync(
      path.join(RESULTS_DIR, 'image-service.md'),
      [
        '# The image service under a flood of distinct pictures',
        '',
        `${result.date}; ${result.machine}. \`npm run bench:images -w content-api\`: ${CONCURRENCY} requests at a time for ${FLOOD_SECONDS} s, each a crop never asked before (640 px WebP of a 2400 x 1600 pool photo), with the defaults (2 pictures made at once, 16 waiting); meanwhile one visitor asks every 100 ms for a picture already made.`,
        '',
        '| | |',
        '| --- | --- |',
        `| requests | ${result.requests}: ${Object.entries(statuses)
          .map(([status, count]) => `${count} answered ${status}`)
          .join(', ')} |`,
        `| service memory (RSS) | ${before} MB before, ${peak} MB at the peak, ${after} MB after |`,
        `| RSS every 5 s of the flood | ${timeline.join(', ')} MB |`,
        `| the made picture during the flood | ${result.madePicture.count} answers, p50 ${result.madePicture.p50Ms} ms, p99 ${result.madePicture.p99Ms} ms |`,
        '',
        'Refused requests are 503 with Retry-After: 2. Nothing is kept in memory per request: memory rises while the first pictures are made (two 2400 x 1600 photos decoded at once, and the memory allocator keeping what libvips freed for reuse) and then stays level however long the flood goes on.',
        '',
      ].join('\n'),
    );
  } finally {
    service.child.kill('SIGTERM');
    await service.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
