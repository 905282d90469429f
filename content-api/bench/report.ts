import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './measure';

export interface BenchRun {
  date: string;
  node: string;
  cpus: number;
  cpuModel: string;
  seed: string;
  storedLeads: number;
  settings: string[];
  measurements: Measurement[];
}

export function describeMachine(): { cpus: number; cpuModel: string; node: string } {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version };
}

function row(m: Measurement): string {
  const goal = `p99 < ${m.goalP99Ms} ms`;
  return `| ${m.name} | ${m.targetRate} | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p99Ms} | ${m.maxMs} | ${m.autocannonP99Ms} | ${m.non2xx + m.errors} | ${m.loadAverage} | ${goal}: ${m.metGoal ? 'met' : '**missed**'} |`;
}

export function markdown(run: BenchRun): string {
  return [
    '# content-api benchmark',
    '',
    `Recorded by \`npm run bench -w content-api\` on ${run.date}: ${run.cpus} cores (${run.cpuModel}), Node ${run.node}.`,
    `Seed: ${run.seed}.`,
    '',
    '| scenario | target req/s | achieved req/s | p50 ms | p99 ms | max ms | autocannon p99 ms | errors + non-2xx | load avg | goal |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...run.measurements.map(row),
    '',
    `Leads stored by the estimate run (read back from the database): ${run.storedLeads}.`,
    '',
    '## How it was measured',
    '',
    ...run.settings.map((line) => `- ${line}`),
    '',
  ].join('\n');
}

export function writeResults(run: BenchRun, resultsDir: string): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'content-api.md');
  fs.writeFileSync(file, markdown(run));
  fs.writeFileSync(path.join(resultsDir, 'content-api.json'), `${JSON.stringify(run, null, 2)}\n`);
  return file;
}
