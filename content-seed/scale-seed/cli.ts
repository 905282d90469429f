// node --import tsx content-seed/scale-seed/cli.ts --offices 350 --posts 5000 --out DIR [--seed 22] [--source DIR]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_RANDOM_SEED, generateScaleSeed, ScaleSeedError } from './generate';

const USAGE = 'usage: cli.ts --offices N --posts M --out DIR [--seed S] [--source SEED_DIR]';

function whole(name: string, raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw))
    throw new ScaleSeedError(`--${name} needs a whole number, got ${raw ?? 'nothing'}\n${USAGE}`);
  return Number(raw);
}

try {
  const { values } = parseArgs({
    options: {
      offices: { type: 'string' },
      posts: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string', default: String(DEFAULT_RANDOM_SEED) },
      source: { type: 'string', default: path.join(import.meta.dirname, '..', '..', 'content-api', 'seed') },
    },
  });
  if (!values.out) throw new ScaleSeedError(`--out is required\n${USAGE}`);
  const started = performance.now();
  const manifest = generateScaleSeed({
    sourceSeedDir: values.source,
    outDir: values.out,
    offices: whole('offices', values.offices),
    posts: whole('posts', values.posts),
    randomSeed: whole('seed', values.seed),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${values.out}: ${manifest.offices} offices, ${manifest.posts} posts, ${manifest.pages} pages in ${seconds} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
