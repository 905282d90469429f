// bench/results/<name>.md and .json: every figure of every size side by side, then the goals.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const kb = (bytes) => (bytes === undefined || bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (v) => (v === undefined || v === null ? '–' : `${v} ms`);
const mb = (v) => (v === undefined || v === null ? '–' : `${v} MB`);
const p = (s) => (s ? `${ms(s.p50)} / ${ms(s.p99)}` : '–');

function rows(results) {
  const callNames = [...new Set(results.flatMap((r) => Object.keys(r.api.calls)))];
  const pageNames = [...new Set(results.flatMap((r) => Object.keys(r.ssr)))];
  const line = (label, of) =>
    `| ${label} | ${results
      .map((r) => {
        // A figure recorded as an error leaves holes: show it as not measured (the error is in the JSON).
        try {
          const value = of(r);
          return value === undefined || value === null || /undefined|NaN/.test(String(value)) ? 'not measured' : value;
        } catch {
          return 'not measured';
        }
      })
      .join(' | ')} |`;
  return [
    line('load average at start / end (1, 5, 15 min)', (r) => `${r.loadAverage.start.join(', ')} / ${r.loadAverage.end.join(', ')}`),
    line(
      'seed pages (generated in)',
      (r) => `${r.seed.pages} (${r.seed.generateMs === null ? 'cached' : `${(r.seed.generateMs / 1000).toFixed(1)} s`})`,
    ),
    line('**content-api** first start: ready / RSS', (r) => `${ms(r.contentApi.coldReadyMs)} / ${mb(r.contentApi.coldRssMb)}`),
    line('content-api restart: ready / RSS', (r) => `${ms(r.contentApi.warmReadyMs)} / ${mb(r.contentApi.warmRssMb)}`),
    line('content-api RSS at the end / peak', (r) => `${mb(r.contentApi.endRssMb)} / ${mb(r.contentApi.peakMb)}`),
    line('deep list page (the last, 10 posts a page)', (r) => String(r.api.deepPage)),
    ...callNames.map((name) => line(`call p50 / p99: ${name}`, (r) => p(r.api.calls[name]))),
    line('posts found (holding the words as text): rare / common / phrase', (r) =>
      ['rare', 'common', 'phrase'].map((k) => `${r.api.searchCounts[k].found} (${r.api.searchCounts[k].expected})`).join(' / '),
    ),
    line('**4 concurrent searches**: searches/s', (r) => String(r.api.underSearch.searchesPerSecond)),
    line('other calls p50 / p99 meanwhile', (r) => p(r.api.underSearch.otherCalls)),
    ...pageNames.map((name) =>
      line(
        `**SSR** ${name}: first / cached (HTML)`,
        (r) =>
          `${ms(r.ssr[name].firstMs)} / ${ms(r.ssr[name].cachedMs)} (${kb(r.ssr[name].htmlBytes)}${r.ssr[name].status === 200 ? '' : `, ${r.ssr[name].status}`})`,
      ),
    ),
    line('**phone** /offices: DOM nodes / longest task / blocking / load', (r) => {
      const b = r.browser.offices;
      return `${b.domNodes} / ${ms(b.longestTaskMs)} / ${ms(b.blockingMs)} / ${ms(b.loadMs)}`;
    }),
    line('phone, biggest state page: DOM nodes / longest task', (r) => {
      const b = r.browser.statePage;
      return b ? `${b.path}: ${b.domNodes} / ${ms(b.longestTaskMs)} (${kb(b.htmlBytes)})` : 'no state pages';
    }),
    line(
      '**ZIP → office** bytes: home form (calls)',
      (r) => `${kb(r.zipBytes.home.bytes)} (${r.zipBytes.home.calls.length}) → ${r.zipBytes.home.landedOn}`,
    ),
    line(
      'ZIP → office bytes: estimate form (calls)',
      (r) =>
        `${kb(r.zipBytes.estimate.bytes)} (${r.zipBytes.estimate.calls.length})${r.zipBytes.estimate.cityFilled ? '' : ', city not filled'}`,
    ),
    line(
      '**sitemap** first build / URLs / files',
      (r) => `${ms(r.sitemap.firstBuildMs)} / ${r.sitemap.urls} / ${r.sitemap.isIndex ? `index + ${r.sitemap.children}` : '1'}`,
    ),
    line('sitemap completeness (found of expected)', (r) =>
      Object.entries(r.sitemap.completeness)
        .map(([kind, c]) => `${kind} ${c.found}/${c.expected}`)
        .join(', '),
    ),
    line('**shell** RSS before the office homes (after the figures above)', (r) => mb(r.shellMemory.rssBeforeMb)),
    line('shell: every office home once: RSS / render p50, p99 / time', (r) => {
      const h = r.shellMemory.officeHomes;
      return `${mb(h.rssAfterMb)} / ${p(h.render)} / ${h.seconds} s (${h.count})`;
    }),
    line('shell: tracking variants of /offices: RSS / growth / render p50', (r) => {
      const v = r.shellMemory.trackingVariants;
      return `${mb(v.rssAfterMb)} / ${mb(v.growthMb)} / ${ms(v.render.p50)} (${v.count})`;
    }),
    line('bench time for the size', (r) => `${Math.round(r.seconds)} s`),
  ];
}

export function writeReport({ name, environment, results, goals, resultsDir }) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify({ ...environment, results, goals }, null, 2)}\n`);
  const header = `| figure | ${results.map((r) => r.size).join(' | ')} |`;
  const md = [
    `# Scale bench (${name})`,
    '',
    `${environment.date}, commit ${environment.commit}; ${environment.machine}. Each size: offices x corporate posts of a`,
    'generated seed (`content-seed/scale-seed`), the built site on ports 3300-3303 / 4300. Calls: p50 / p99 of',
    'up to 200 sequential calls (fewer when a kind takes over 15 s). The machine is shared: read the load average beside each size.',
    '',
    header,
    `| --- | ${results.map(() => '---').join(' | ')} |`,
    ...rows(results),
    '',
    `## Goals (at ${results.at(-1)?.size ?? '–'})`,
    '',
    '| goal | value | |',
    '| --- | --- | --- |',
    ...goals.map((g) => `| ${g.goal} | ${g.value} | ${g.met ? 'met' : '**not met**'} |`),
    '',
  ];
  writeFileSync(path.join(resultsDir, `${name}.md`), md.join('\n'));
}
