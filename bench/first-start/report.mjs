// bench/results/first-start-<label>.json, and first-start.md with every label side by side.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const results = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
const LABELS = ['before', 'after'];
const s = (ms) => (ms === null || ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);

function table(runs) {
  const line = (label, of) => `| ${label} | ${runs.map(of).join(' | ')} |`;
  return [
    `| | ${runs.map((r) => r.label).join(' | ')} |`,
    `| --- | ${runs.map(() => '---:').join(' | ')} |`,
    line('recorded', (r) => `${r.recordedAt.slice(0, 16)}Z, Node ${r.node}`),
    line('load average (1 min) at start / end', (r) => `${r.loadAtStart.toFixed(1)} / ${r.loadAtEnd.toFixed(1)}`),
    line('first start: /healthz answers', (r) => s(r.first.healthMs)),
    line('first start: /readyz 200 (imported)', (r) => s(r.first.readyMs)),
    line('first start: home page served', (r) => s(r.first.pageMs)),
    line('first start: /readyz answered 503 (importing) meanwhile', (r) => `${r.first.importingAnswers} times`),
    line('**content database**', (r) => `${(r.dbBytes / 1e6).toFixed(0)} MB`),
    line('restart: /healthz / /readyz 200', (r) => `${s(r.restart.healthMs)} / ${s(r.restart.readyMs)}`),
  ].join('\n');
}

export function writeReport(label, run) {
  writeFileSync(path.join(results, `first-start-${label}.json`), `${JSON.stringify(run, null, 2)}\n`);
  const runs = LABELS.map((name) => ({ name, file: path.join(results, `first-start-${name}.json`) }))
    .filter(({ file }) => existsSync(file))
    .map(({ name, file }) => ({ label: name, ...JSON.parse(readFileSync(file, 'utf8')) }));
  const first = runs[0];
  const md = `# content-api first start

Recorded by \`node bench/first-start.mjs --label <label>\` (content-api in a process of its own, a new
content database each run): ${first.cores} cores, seed ${first.seed} (${first.pages} pages). Times from the
process's start; the service polled every 100 ms. The machine is shared: compare at a similar load.

${table(runs)}
`;
  writeFileSync(path.join(results, 'first-start.md'), md);
}
