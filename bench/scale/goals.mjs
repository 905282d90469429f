// The goals at national scale, checked on the largest size measured against the smallest.
const MB = 1024;
const ms = (v) => (v === null || v === undefined ? '–' : `${v} ms`);

const listCalls = (r) => Object.entries(r.api.calls).filter(([name]) => name.startsWith('list') || name.startsWith('category'));
const searchCommon = (r) => Object.entries(r.api.calls).find(([name]) => name.startsWith('search common'))?.[1];

/** [goal, check(large) -> { met, value }]: each against the largest size. */
const ABSOLUTE = [
  [
    'content-api ready ≤ 10 s (restart on an imported seed)',
    (r) => ({ met: r.contentApi.warmReadyMs <= 10_000, value: ms(r.contentApi.warmReadyMs) }),
  ],
  ['content-api memory < 1 GB (peak RSS over the run)', (r) => ({ met: r.contentApi.peakMb < MB, value: `${r.contentApi.peakMb} MB` })],
  ['search for a common word p50 ≤ 10 ms', (r) => ({ met: searchCommon(r)?.p50 <= 10, value: ms(searchCommon(r)?.p50) })],
  [
    'list and category calls p50 ≤ 10 ms',
    (r) => ({
      met: listCalls(r).every(([, s]) => s.p50 <= 10),
      value: listCalls(r)
        .map(([n, s]) => `${n} ${ms(s.p50)}`)
        .join(', '),
    }),
  ],
  ['office home first render ≤ 100 ms', (r) => ({ met: r.ssr['office home'].firstMs <= 100, value: ms(r.ssr['office home'].firstMs) })],
  ['post first render ≤ 100 ms', (r) => ({ met: r.ssr.post.firstMs <= 100, value: ms(r.ssr.post.firstMs) })],
  [
    '/offices ≤ 500 KB of HTML',
    (r) => ({ met: r.ssr['/offices'].htmlBytes <= 500 * 1024, value: `${Math.round(r.ssr['/offices'].htmlBytes / 1024)} KB` }),
  ],
  [
    '/offices < 5,000 DOM nodes on the phone',
    (r) => ({ met: r.browser.offices.domNodes < 5000, value: String(r.browser.offices.domNodes) }),
  ],
  [
    '/offices no task over 200 ms on the phone',
    (r) => ({ met: r.browser.offices.longestTaskMs <= 200, value: ms(r.browser.offices.longestTaskMs) }),
  ],
  [
    '≤ 50 KB to find an office for a ZIP (home form and estimate form)',
    (r) => ({
      met: r.zipBytes.home.bytes <= 50 * 1024 && r.zipBytes.estimate.bytes <= 50 * 1024,
      value: `${Math.round(r.zipBytes.home.bytes / 1024)} KB / ${Math.round(r.zipBytes.estimate.bytes / 1024)} KB`,
    }),
  ],
  ['sitemap complete', (r) => ({ met: r.sitemap.complete, value: r.sitemap.complete ? 'complete' : 'incomplete' })],
  ['sitemap first build ≤ 10 s', (r) => ({ met: r.sitemap.firstBuildMs <= 10_000, value: ms(r.sitemap.firstBuildMs) })],
  [
    'shell memory growth ≤ 150 MB for 300 tracking variants',
    (r) => ({
      met: r.shellMemory.trackingVariants.count === 300 && r.shellMemory.trackingVariants.growthMb <= 150,
      value: `${r.shellMemory.trackingVariants.growthMb} MB for ${r.shellMemory.trackingVariants.count}`,
    }),
  ],
];

/** Figures whose page does not grow with the content: within 2x of the smallest size. */
const WITHIN_TWICE = [
  ['page call p50', (r) => r.api.calls.page.p50],
  ['ZIP lookup p50', (r) => r.api.calls['ZIP lookup'].p50],
  ...['home', 'office home', 'city page', 'post'].flatMap((page) => [
    [`${page} first render`, (r) => r.ssr[page].firstMs],
    [`${page} cached render`, (r) => r.ssr[page].cachedMs],
  ]),
];

export function checkGoals(results) {
  if (results.length === 0) return [];
  const large = results.at(-1);
  const small = results[0];
  const rows = ABSOLUTE.map(([goal, check]) => {
    try {
      return { goal, size: large.size, ...check(large) };
    } catch (error) {
      return { goal, size: large.size, met: false, value: `not measured (${error.message})` };
    }
  });
  if (results.length > 1)
    for (const [figure, of] of WITHIN_TWICE) {
      const [a, b] = [of(small), of(large)];
      rows.push({ goal: `${figure} within 2x of ${small.size}`, size: large.size, met: b <= 2 * a, value: `${ms(b)} vs ${ms(a)}` });
    }
  return rows;
}
