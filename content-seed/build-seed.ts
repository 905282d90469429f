// Writes the seed content of content-api from the content modules in ./content and ./pages:
//   seed/resources/x31.json        global site settings
//   seed/pages/<path>.json         one { <Schema>: page } per page, key = SURL (home.json for '')
//   seed/reviews/<placeId>.json    Google-style reviews per office
//   media/Scripts/seed-tag.js      the stand-in third-party tag (pages/site-tags.ts)
// Run generate-media.ts first: image fields read Width/Height from the generated files.
//
//   npx tsx content-seed/build-seed.ts          write the seed
//   npx tsx content-seed/build-seed.ts --check  fail if the committed seed differs
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { PageBase } from '@handyman/contracts';
import { MEDIA_DIR, SEED_DIR } from './lib/seed-helpers';
import { siteSettings } from './pages/site-settings';
import { officePages, reviewFiles } from './pages/offices';
import { blogPages } from './pages/blog';
import { servicePages } from './pages/service-pages';
import { packagePages } from './pages/package-pages';
import { corporatePages } from './pages/corporate';
import { resourcePages } from './pages/resources';
import { SEED_TAG_FILE, SEED_TAG_SCRIPT } from './pages/site-tags';

const files = new Map<string, string>();
const put = (path: string, data: unknown): void => {
  if (files.has(path)) throw new Error(`two seed files for ${path}`);
  files.set(path, `${JSON.stringify(data, null, 2)}\n`);
};

put('resources/x31.json', siteSettings());
for (const [key, result] of [
  ...corporatePages(),
  ...resourcePages(),
  ...servicePages(),
  ...packagePages(),
  ...blogPages(),
  ...officePages(),
]) {
  const [page] = Object.values(result) as PageBase[];
  if (page?.SURL !== key) throw new Error(`page ${key} has SURL ${page?.SURL}`);
  put(`pages/${key === '' ? 'home' : key}.json`, result);
}
for (const [id, reviews] of reviewFiles()) put(`reviews/${id}.json`, reviews);

// Media that no content refers to is dead weight; list it so the plan can be trimmed. Icons are
// exempt: the front end picks social and UI icons by name (Images/Icons/<name>.svg).
const used = new Set([...[...files.values()].join('').matchAll(/"(Images\/[^"]+)"/g)].map((m) => m[1]));
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
const unused = walk(join(MEDIA_DIR, 'Images'))
  .map((p) => relative(MEDIA_DIR, p))
  .filter((p) => !used.has(p) && !p.startsWith('Images/Icons/') && !p.endsWith('favicon.svg') && !p.endsWith('brightwood-mark.svg'));
if (unused.length) console.warn(`media not referenced by any content (${unused.length}):\n  ${unused.join('\n  ')}`);

// What the seed writes: the JSON under seed/, and the stand-in tags' script in the media library.
const outputs = [
  { root: SEED_DIR, label: 'seed', dirs: ['pages', 'resources', 'reviews'] },
  { root: MEDIA_DIR, label: 'media', dirs: ['Scripts'] },
];
const written = new Map([...files].map(([p, text]) => [join(SEED_DIR, p), text]));
written.set(join(MEDIA_DIR, SEED_TAG_FILE), SEED_TAG_SCRIPT);
const managed = outputs.flatMap(({ root, dirs }) => dirs.map((d) => join(root, d)));
const shown = (file: string) =>
  outputs.map(({ root, label }) => (file.startsWith(`${root}/`) ? `${label}/${relative(root, file)}` : '')).find(Boolean);
if (process.argv.includes('--check')) {
  const existing = managed.flatMap((d) => (existsSync(d) ? walk(d) : []));
  const stale = [...written].filter(([p, text]) => !existsSync(p) || readFileSync(p, 'utf8') !== text).map(([p]) => p);
  const extra = existing.filter((p) => !written.has(p));
  for (const p of [...stale, ...extra]) console.error(`out of date: ${shown(p)}`);
  if (stale.length || extra.length) process.exit(1);
  console.log(`seed is up to date (${written.size} files)`);
} else {
  for (const d of managed) rmSync(d, { recursive: true, force: true });
  for (const [p, text] of written) {
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, text);
  }
  console.log(`wrote ${written.size} seed files under ${SEED_DIR} and ${MEDIA_DIR}`);
}
