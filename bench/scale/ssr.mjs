// Server rendering through the shell: first and cached render of each page kind, and the shell's
// memory after every office home once and after a flood of tracking-parameter variants of /offices.
import { memoryOf, percentile, round, summary, timed } from './measure.mjs';
import { SHELL } from './stack.mjs';

/** The pages measured; the office is one in the middle of the list (a generated one at scale). */
export function ssrPages(manifest, posts, deepPage) {
  const office = manifest.officeList[Math.floor(manifest.officeList.length / 2)];
  const post = [...posts].sort().at(-1);
  return [
    { name: 'home', path: '/' },
    { name: '/offices', path: '/offices' },
    { name: 'office home', path: `/${office.path}` },
    { name: 'city page', path: `/${office.cityPages[0] ?? office.path}` },
    { name: 'post', path: `/${post}` },
    { name: '/blog', path: '/blog' },
    { name: `deep list page`, path: `/blog/page/${deepPage}` },
  ];
}

/** Loads each remote's server build (and the shell's first-render costs) on pages that are not measured. */
export async function warmUp() {
  for (const path of ['/services', '/packages', '/why-choose-us', '/blog/category/safety'])
    await timed(`${SHELL}${path}`, { expect: null });
}

/** First render (nothing cached for that address), then the median of 5 repeats from the render cache. */
export async function measurePages(pages) {
  const out = {};
  for (const page of pages) {
    const first = await timed(`${SHELL}${page.path}`, { expect: null, timeoutMs: 120_000 });
    const repeats = [];
    for (let i = 0; i < 5; i++) repeats.push((await timed(`${SHELL}${page.path}`, { expect: null })).ms);
    out[page.name] = {
      path: page.path,
      status: first.status,
      firstMs: round(first.ms),
      cachedMs: round(percentile(repeats, 50)),
      htmlBytes: first.bytes,
    };
  }
  return out;
}

/** Runs `task(i)` for i < count on `workers` parallel loops, stopping early after maxMs; answers the times. */
async function pool(count, workers, maxMs, task) {
  const times = [];
  const until = performance.now() + maxMs;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count && performance.now() < until) times.push(await task(next++));
    }),
  );
  return times;
}

const TRACKING = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'fbclid', 'msclkid'];

/** Shell memory before, after every office home once, and after up to 300 tracking variants of /offices. */
export async function measureShellMemory(shellPid, manifest, { variantSeconds = 150 } = {}) {
  const before = memoryOf(shellPid);
  const homes = manifest.officeList.map((o) => `/${o.path}`);
  const started = performance.now();
  const homeTimes = await pool(homes.length, 4, 30 * 60_000, async (i) => (await timed(`${SHELL}${homes[i]}`, { expect: null })).ms);
  const afterHomes = memoryOf(shellPid);
  const homesSeconds = (performance.now() - started) / 1000;
  const variantTimes = await pool(300, 2, variantSeconds * 1000, async (i) => {
    const name = TRACKING[i % TRACKING.length];
    return (await timed(`${SHELL}/offices?${name}=x${i}`, { expect: null, timeoutMs: 120_000 })).ms;
  });
  const afterVariants = memoryOf(shellPid);
  return {
    rssBeforeMb: before.rssMb,
    officeHomes: { count: homeTimes.length, seconds: round(homesSeconds), render: summary(homeTimes), rssAfterMb: afterHomes.rssMb },
    trackingVariants: {
      count: variantTimes.length,
      render: summary(variantTimes),
      rssAfterMb: afterVariants.rssMb,
      growthMb: afterVariants.rssMb - afterHomes.rssMb,
      peakMb: afterVariants.peakMb,
    },
  };
}
