// Writes the weight bench's results (bench/results/weight[-label].md and .json).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function writeWeightResults(dir, label, result) {
  const name = label ? `weight-${label}` : 'weight';
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const lines = [
    `# Page weight and interaction${label ? ` (${label})` : ''}`,
    '',
    `Recorded ${result.date} at commit ${result.commit} on ${result.machine}; 1-min load ${result.loadAverage[0]} at the start.`,
    'Phone profile: 412 px touch screen, 4x CPU slowdown, 9 Mbit/s, 60 ms round trip, cold cache.',
    `JavaScript: every script requested until the network was quiet (1 s) after the page went live (<html data-hydrated>, as the page recorded it): what a phone fetches to open the page, taps and scrolling left out; compressed bodies on the wire (brotli), median of ${result.runs} loads.`,
    'TBT: long tasks over 50 ms from first contentful paint until 2 s after the page is live.',
    `Interaction (INP-like): from a tap to the next paint (Event Timing API; under ${result.eventThreshold} ms is not reported), median of ${result.interactionRuns} cold loads.`,
    '',
    '| page type | address | status | scripts | JavaScript | budget | live at | TBT |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...result.pages.map(
      (page) =>
        `| ${page.name} | \`${page.path}\` | ${page.status} | ${page.scripts} | ${kb(page.bytes)} | ${page.budgetKb} KB${page.bytes > page.budgetKb * 1024 ? ' **over**' : ''} | ${page.liveAt} ms | ${page.tbt} ms |`,
    ),
    '',
    '| interaction | time to next paint (median) | runs |',
    '| --- | ---: | --- |',
    ...result.interactions.map((interaction) => `| ${interaction.name} | ${interaction.inp} ms | ${interaction.runs.join(', ')} |`),
    '',
    "Biggest modules of each page (estimated wire bytes: a module's share of its file's generated code, from the hidden source maps):",
    '',
    ...result.pages.map((page) => `- **${page.name}**: ${page.biggest.map((module) => `${module.name} ${kb(module.bytes)}`).join(', ')}`),
    '',
  ];
  writeFileSync(path.join(dir, `${name}.md`), lines.join('\n'));
  return lines.join('\n');
}
