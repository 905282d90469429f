// Lighthouse 12 with its defaults (mobile, simulated throttling, performance only) on Debian's
// Chromium; each page is measured `runs` times and the median run (by performance score, then
// LCP) is kept, with what explains it: the scripts and stylesheets requested before the LCP.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

export const launchChrome = () => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });

/** The figures of one Lighthouse report. */
export function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const lcpAt = observed.observedLargestContentfulPaint ?? Infinity;
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const before = (items) => items.filter((item) => item.networkRequestTime <= lcpAt);
  const stylesheets = requests.filter((item) => item.resourceType === 'Stylesheet');
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(4)),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    scriptsBeforeLcp: before(scripts).map((item) => shortUrl(item.url)),
    stylesheets: stylesheets.length,
    renderBlocking: (lhr.audits['render-blocking-resources']?.details?.items ?? []).length,
    lcpElement: lcpElementOf(lhr),
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's own measure of how fast the host ran just before the page (higher is faster; it
    // falls when other work shares the cores, and simulated throttling does not correct for it).
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

function shortUrl(url) {
  const parsed = new URL(url);
  return `${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

/** The LCP element's HTML: from the element audit of older Lighthouse versions, or the LCP breakdown insight's node. */
function lcpElementOf(lhr) {
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight']) {
    const items = lhr.audits[id]?.details?.items ?? [];
    const entries = items.flatMap((item) => item.items ?? [item]);
    const node = entries.map((item) => item.node ?? (item.type === 'node' ? item : undefined)).find(Boolean);
    if (node) return String(node.snippet ?? node.nodeLabel ?? '').slice(0, 160);
  }
  return null;
}

/** Runs Lighthouse once against `url` in the Chrome listening on `port`. */
export async function lighthouseOnce(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result?.lhr) throw new Error(`Lighthouse gave no report for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return figuresOf(result.lhr);
}

/** On a busy machine a run now and then ends on Chrome's error page: try it again, twice at most. */
async function withRetries(run, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  ${error.message}; trying again`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `runs` Lighthouse runs of `url`: the median of each figure, and the runs themselves. */
export async function lighthouseMedian(url, port, runs) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await withRetries(() => lighthouseOnce(url, port)));
  const middle = [...all].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)[Math.floor(all.length / 2)];
  const pick = (key) => median(all.map((run) => run[key]));
  return {
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    jsFiles: pick('jsFiles'),
    benchmarkIndex: pick('benchmarkIndex'),
    // What explains the figures, from the median run.
    scriptsBeforeLcp: middle.scriptsBeforeLcp,
    stylesheets: middle.stylesheets,
    renderBlocking: middle.renderBlocking,
    lcpElement: middle.lcpElement,
    runs: all.map(({ performance, fcpMs, lcpMs, tbtMs, cls, jsBytes, benchmarkIndex }) => ({
      performance,
      fcpMs,
      lcpMs,
      tbtMs,
      cls,
      jsBytes,
      benchmarkIndex,
    })),
  };
}
