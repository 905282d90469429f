// The scale bench: node bench/scale/run.mjs [--sizes 12x35,350x5000,3500x50000] [--name scale]
//   [--dist dist] [--build] [--random-seed 22]. See bench/README.md.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { environment } from '../ssr/report.mjs';
import { apiCalls, measureCalls, measureUnderSearch, searchCounts } from './api.mjs';
import { estimateZipFlow, homeZipFlow, launch, measurePhone } from './browser.mjs';
import { checkGoals } from './goals.mjs';
import { loadAverage, memoryOf, timed } from './measure.mjs';
import { writeReport } from './report.mjs';
import { parseSize, postPaths, seedFor } from './seed.mjs';
import { measureSitemap } from './sitemap.mjs';
import { measurePages, measureShellMemory, ssrPages, warmUp } from './ssr.mjs';
import { root, SHELL, startApps, startContentApi, stop, tempDb, contentDbOf } from './stack.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '12x35,350x5000,3500x50000' },
    name: { type: 'string', default: 'scale' },
    dist: { type: 'string', default: 'dist' },
    build: { type: 'boolean', default: false },
    'random-seed': { type: 'string', default: '22' },
  },
});
const sizes = values.sizes.split(',').map(parseSize);
const randomSeed = Number(values['random-seed']);
const log = (...args) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}]`, ...args);

if (values.build || !existsSync(path.join(root, 'shell', values.dist, 'server', 'server.js'))) {
  log(`building the site into ${values.dist}`);
  execFileSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, DIST_DIR: values.dist }, stdio: 'ignore' });
}

// The site's own address rule for a state page (TypeScript, loaded through tsx).
const { officeStatePath } = await tsImport('../../shared/platform/src/routing/paths.ts', import.meta.url);

/** The finder's page of the state with the most offices, as the site addresses it. */
function biggestStatePath(seed) {
  const [abbreviation] = Object.entries(seed.manifest.officesPerState).sort((a, b) => b[1] - a[1])[0];
  const office = seed.manifest.officeList.find((o) => o.state === abbreviation);
  const home = JSON.parse(readFileSync(path.join(seed.dir, 'pages', `${office.path}.json`), 'utf8'));
  return officeStatePath(home.FranchiseHomePage.FranchiseCorporateControl.State.Value);
}

async function contentApiStarts(seed, db) {
  // The first start on a seed pays for any import; the restart shows what every later start costs.
  const cold = await startContentApi(seed.dir, db);
  const coldRssMb = memoryOf(cold.child.pid).rssMb;
  await stop(cold.child);
  const warm = await startContentApi(seed.dir, db);
  return {
    child: warm.child,
    figures: {
      coldReadyMs: Math.round(cold.readyMs),
      coldRssMb,
      warmReadyMs: Math.round(warm.readyMs),
      warmRssMb: memoryOf(warm.child.pid).rssMb,
    },
  };
}

/** A figure that could not be taken (a page changed, a call failed) is recorded as the error, and the run goes on. */
async function attempt(label, measure) {
  try {
    return await measure();
  } catch (error) {
    log(`${label} failed: ${error instanceof Error ? error.message : error}`);
    return { error: String(error instanceof Error ? error.message : error) };
  }
}

async function benchSize(size) {
  const started = performance.now();
  const start = loadAverage();
  log(`${size.label}: seed`);
  const seed = seedFor(size, randomSeed);
  const posts = postPaths(seed.dir);
  const db = tempDb(size.label);
  const processes = [];
  try {
    log(`${size.label}: content-api (first start, restart)`);
    const api = await contentApiStarts(seed, db);
    processes.push(api.child);
    const apps = await startApps(values.dist);
    processes.push(apps.shell, ...apps.remotes);
    const { calls, deepPage } = apiCalls(seed.manifest, posts);

    log(`${size.label}: server rendering`);
    await warmUp();
    const ssr = await measurePages(ssrPages(seed.manifest, posts, deepPage));

    log(`${size.label}: content-api calls`);
    const apiFigures = {
      deepPage,
      calls: await measureCalls(calls),
      searchCounts: await searchCounts(seed.manifest),
      underSearch: await measureUnderSearch(seed.manifest, calls),
    };

    log(`${size.label}: sitemap`);
    const sitemap = await attempt('sitemap', () => measureSitemap(seed.manifest, posts));

    log(`${size.label}: browser`);
    const browser = await launch();
    let browserFigures;
    let zipBytes;
    try {
      const statePath = biggestStatePath(seed);
      const state = await timed(`${SHELL}${statePath}`, { expect: null });
      browserFigures = {
        offices: await attempt('/offices on the phone', () => measurePhone(browser, '/offices')),
        statePage:
          state.status === 200
            ? await attempt('state page on the phone', async () => ({
                ...(await measurePhone(browser, statePath)),
                htmlBytes: state.bytes,
              }))
            : null,
      };
      const office = seed.manifest.officeList[Math.floor(seed.manifest.officeList.length / 2)];
      const zip = office.owned[1] ?? office.owned[0];
      zipBytes = {
        zip,
        office: office.path,
        home: await attempt('home ZIP form', () => homeZipFlow(browser, zip)),
        estimate: await attempt('estimate ZIP', () => estimateZipFlow(browser, zip)),
      };
    } finally {
      await browser.close();
    }

    log(`${size.label}: shell memory (every office home, then tracking variants)`);
    const shellMemory = await attempt('shell memory', () => measureShellMemory(apps.shell.pid, seed.manifest));
    const end = memoryOf(api.child.pid);
    return {
      size: size.label,
      offices: seed.manifest.offices,
      posts: seed.manifest.posts,
      seed: { dir: seed.dir, pages: seed.manifest.pages, generateMs: seed.generateMs },
      loadAverage: { start, end: loadAverage() },
      contentApi: { ...api.figures, endRssMb: end.rssMb, peakMb: end.peakMb },
      api: apiFigures,
      ssr,
      sitemap,
      browser: browserFigures,
      zipBytes,
      shellMemory,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    for (const child of processes.reverse()) await stop(child);
    for (const file of [db, contentDbOf(db)]) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
}

const results = [];
for (const size of sizes) {
  results.push(await benchSize(size));
  log(`${size.label}: done in ${Math.round(results.at(-1).seconds)} s`);
}
const goals = checkGoals(results);
writeReport({ name: values.name, environment: environment(root), results, goals, resultsDir: path.join(root, 'bench', 'results') });
for (const g of goals) console.log(`${g.met ? 'met    ' : 'NOT MET'}  ${g.goal}: ${g.value}`);
log(`bench/results/${values.name}.md written`);
