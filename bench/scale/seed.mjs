// The generated seed of a size, cached in the temp folder: generated once per size and random seed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './stack.mjs';

// manifest.ts in content-seed/scale-seed: a seed of another version is generated again.
const MANIFEST_VERSION = 2;

/** "350x5000" -> { offices: 350, posts: 5000 }. */
export function parseSize(text) {
  const match = /^(\d+)x(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`a size is OFFICESxPOSTS, e.g. 350x5000; got "${text}"`);
  return { label: text.trim(), offices: Number(match[1]), posts: Number(match[2]) };
}

export function seedFor(size, randomSeed) {
  const dir = path.join(os.tmpdir(), 'handyman-scale-seed', `${size.label}-seed${randomSeed}`);
  const manifestFile = path.join(dir, 'manifest.json');
  const cached = existsSync(manifestFile) && JSON.parse(readFileSync(manifestFile, 'utf8'));
  const fresh = cached && cached.version === MANIFEST_VERSION && cached.randomSeed === randomSeed;
  let generateMs = null;
  if (!fresh) {
    const started = performance.now();
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'content-seed/scale-seed/cli.ts',
        '--offices',
        String(size.offices),
        '--posts',
        String(size.posts),
        '--out',
        dir,
        '--seed',
        String(randomSeed),
      ],
      { cwd: root, stdio: 'inherit' },
    );
    generateMs = performance.now() - started;
  }
  return { dir, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')), generateMs };
}

/** Every corporate post's path (blog/yyyy/mm/dd/slug), read from the seed folder. */
export function postPaths(seedDir) {
  const blog = path.join(seedDir, 'pages', 'blog');
  const out = [];
  const walk = (dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), child);
      else if (entry.name.endsWith('.json') && child.split('/').length === 5) out.push(`blog${child.replace(/\.json$/, '')}`);
    }
  };
  if (existsSync(blog)) walk(blog, '');
  return out;
}
