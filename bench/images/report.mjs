// bench/results/images.md and images.json: image bytes per page type and screen, the office home
// scrolled, Lighthouse on five pages, each beside the same figure with the stored files, and
// each against its target.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const TARGETS = {
  firstScreenPhoneBytes: 200 * 1024,
  scrolledOfficeHomePhoneBytes: 400 * 1024,
  lcpMs: 1500,
  performance: 97,
  cls: 0,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok) => (ok ? 'met' : '**missed**');

function pageRows(resized, stored) {
  return resized.pages.map((page, i) => {
    const old = stored.pages[i];
    const cls = Math.max(page.phone.cls, page.desktop.cls);
    const ok = page.phone.firstScreen.bytes <= TARGETS.firstScreenPhoneBytes && cls <= TARGETS.cls;
    return `| ${page.name} \`${page.path}\` | ${kb(page.phone.firstScreen.bytes)} (${page.phone.firstScreen.count}) | ${kb(old.phone.firstScreen.bytes)} | ${kb(page.desktop.firstScreen.bytes)} (${page.desktop.firstScreen.count}) | ${kb(old.desktop.firstScreen.bytes)} | ${cls} | ${mark(ok)} |`;
  });
}

function lighthouseRows(resized, stored) {
  return resized.lighthouse.map((page, i) => {
    const old = stored.lighthouse[i];
    const ok = page.lcpMs <= TARGETS.lcpMs && page.performance >= TARGETS.performance && page.cls <= TARGETS.cls;
    return `| ${page.name} \`${page.path}\` | ${page.performance} / ${old.performance} | ${s(page.lcpMs)} / ${s(old.lcpMs)} | ${page.cls} / ${old.cls} | ${page.tbtMs} ms | ${page.loadAverage} / ${old.loadAverage} | ${mark(ok)} |`;
  });
}

/** What missed its target, named. */
function misses(resized) {
  const missed = [];
  for (const page of resized.pages) {
    if (page.phone.firstScreen.bytes > TARGETS.firstScreenPhoneBytes)
      missed.push(`${page.name}: first screen ${kb(page.phone.firstScreen.bytes)} on a phone`);
    if (Math.max(page.phone.cls, page.desktop.cls) > TARGETS.cls)
      missed.push(`${page.name}: CLS ${Math.max(page.phone.cls, page.desktop.cls)}`);
  }
  if (resized.scrolled.phone.whole.bytes > TARGETS.scrolledOfficeHomePhoneBytes)
    missed.push(`office home scrolled: ${kb(resized.scrolled.phone.whole.bytes)}`);
  for (const page of resized.lighthouse) {
    if (page.lcpMs > TARGETS.lcpMs) missed.push(`${page.name}: LCP ${s(page.lcpMs)}`);
    if (page.performance < TARGETS.performance) missed.push(`${page.name}: performance ${page.performance}`);
  }
  return missed;
}

export function writeImageResults(root, env, resized, stored) {
  const failed = misses(resized);
  const { phone, desktop } = resized.scrolled;
  const lines = [
    '# Photographs: image bytes and Lighthouse, with the image service and with the stored files',
    '',
    `${env.date}, commit ${env.commit}; ${env.machine}; load average ${env.loadAverage.join(', ')} at the start, ${env.loadAverageAtEnd.join(', ')} at the end.`,
    'Produced by `node bench/images.mjs` (see bench/README.md). Cache off; the image service had made every picture once before (as a CDN would hold them).',
    '',
    '## Image bytes until the first screen is complete',
    '',
    `Phone: 375 x 812 CSS px at 3x; desktop: 1280 x 800 at 1x. Target: at most ${kb(TARGETS.firstScreenPhoneBytes)} on the phone for every page type, CLS ${TARGETS.cls}. (n) is the number of images.`,
    '',
    '| page | phone | phone, stored files | desktop | desktop, stored files | CLS | target |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...pageRows(resized, stored),
    '',
    `## The office home scrolled to the end (\`${resized.scrolled.path}\`)`,
    '',
    `| screen | image service | stored files | CLS | target (${kb(TARGETS.scrolledOfficeHomePhoneBytes)} on the phone) |`,
    '| --- | --- | --- | --- | --- |',
    `| phone | ${kb(phone.whole.bytes)} (${phone.whole.count}) | ${kb(stored.scrolled.phone.whole.bytes)} (${stored.scrolled.phone.whole.count}) | ${phone.clsScrolled} | ${mark(phone.whole.bytes <= TARGETS.scrolledOfficeHomePhoneBytes)} |`,
    `| desktop | ${kb(desktop.whole.bytes)} (${desktop.whole.count}) | ${kb(stored.scrolled.desktop.whole.bytes)} (${stored.scrolled.desktop.whole.count}) | ${desktop.clsScrolled} | – |`,
    '',
    '## Lighthouse, mobile (image service / stored files)',
    '',
    `Targets: performance at least ${TARGETS.performance}, LCP at most ${s(TARGETS.lcpMs)}, CLS ${TARGETS.cls}. Lighthouse multiplies what other work takes from the machine, so the 1-minute load average each page was measured at is given.`,
    '',
    '| page | performance | LCP | CLS | TBT | load | target |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...lighthouseRows(resized, stored),
    '',
    'The LCP element of each page (image service): ' +
      resized.lighthouse.map((page) => `${page.name}: \`${(page.lcpElement ?? 'unknown').replace(/`/g, "'")}\``).join('; ') +
      '.',
    '',
    failed.length ? `**Missed:** ${failed.join('; ')}.` : 'Every target met.',
    '',
  ];
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'images.md'), lines.join('\n'));
  writeFileSync(path.join(dir, 'images.json'), `${JSON.stringify({ env, targets: TARGETS, resized, stored, failed }, null, 2)}\n`);
  return { failed };
}
