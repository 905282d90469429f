// A page's HTML as the shell's server sends it, per page type: its size (raw and as sent, brotli at
// the shell's level), and what of it is CSS put inline (the rendered remote's stylesheets), markup,
// the page's state block and scripts. The HTML comes before anything else on a phone, and the CSS
// in its head before the first paint. Results: bench/results/html[-label].md and .json.
// Run: node bench/html.mjs [--no-build] [--label X]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, root, SHELL, startStack, stopStack } from './ssr/stack.mjs';
import { pageTypes } from './weight/pages.mjs';

const args = process.argv.slice(2);
const label = args.includes('--label') ? args[args.indexOf('--label') + 1] : '';
if (!args.includes('--no-build')) build();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (matches) => matches.reduce((total, match) => total + match[0].length, 0);

/** What a page's HTML is made of, in bytes. */
function parts(html) {
  const styles = [...html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)];
  return {
    bytes: Buffer.byteLength(html),
    brotli: brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
    inlineCss: sum(styles),
    inlineStylesheets: styles.length,
    state: sum([...html.matchAll(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g)]),
    scripts: sum([...html.matchAll(/<script(?! type="application\/json")[^>]*>[\s\S]*?<\/script>/g)]),
    elements: (html.slice(html.indexOf('<div id="root">')).match(/<[a-z][a-z0-9-]*/g) ?? []).length,
  };
}

const stack = await startStack();
const pages = [];
try {
  for (const page of await pageTypes()) {
    const response = await fetch(SHELL + page.path);
    if (response.status !== page.status) throw new Error(`${page.path} answered ${response.status}, not ${page.status}`);
    pages.push({ ...page, ...parts(await response.text()) });
  }
} finally {
  await stopStack(stack);
}

const result = {
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  pages,
};
const name = label ? `html-${label}` : 'html';
const dir = path.join(root, 'bench', 'results');
writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
const lines = [
  `# A page's HTML${label ? ` (${label})` : ''}`,
  '',
  `Recorded ${result.date} at commit ${result.commit} on ${result.machine}.`,
  "The HTML each page type answers, as the shell sends it: raw, and brotli at quality 5 (the shell's). Of the raw bytes: the CSS put inline in its head (the rendered remote's stylesheets, `<style data-href>`), the state block the browser hydrates from, the scripts, and the elements in the body.",
  '',
  '| page type | address | HTML | sent (brotli) | inline CSS | inline stylesheets | state block | scripts | elements |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...pages.map(
    (page) =>
      `| ${page.name} | \`${page.path}\` | ${kb(page.bytes)} | ${kb(page.brotli)} | ${kb(page.inlineCss)} | ${page.inlineStylesheets} | ${kb(page.state)} | ${kb(page.scripts)} | ${page.elements} |`,
  ),
  '',
];
writeFileSync(path.join(dir, `${name}.md`), lines.join('\n'));
console.log(lines.join('\n'));
