// Renders the photo pool into content-api/media/Photos: a few JPEG photographs at CMS size that
// every office, service, package and post picture is cut from (see README "Photographs").
// Slow on purpose (a ray tracer in plain TypeScript, a minute or two a photo on one core) and
// run by hand when a scene changes; the files it writes are committed.
//
//   npx tsx content-seed/generate-photos.ts              every pool photo, two at a time
//   npx tsx content-seed/generate-photos.ts kitchen deck  only these
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { develop } from './photos/develop';
import { POOL, poolPath } from './photos/pool';
import { renderRows } from './photos/render';
import { MEDIA_DIR } from './lib/seed-helpers';

/** The render's size and samples a pixel; develop() enlarges it to the pool size. */
const RENDER = { width: 1200, height: 800, samples: 4 };

async function renderOne(id: string): Promise<void> {
  const index = POOL.findIndex((photo) => photo.id === id);
  const photo = POOL[index];
  if (!photo) throw new Error(`no pool photo "${id}"; known: ${POOL.map((p) => p.id).join(', ')}`);
  const started = Date.now();
  const pixels = renderRows(photo.scene(), RENDER.width, RENDER.height, 0, RENDER.height, RENDER.samples);
  const jpeg = await develop(pixels, RENDER.width, RENDER.height, photo, index + 1);
  const file = join(MEDIA_DIR, poolPath(id));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, jpeg);
  console.log(`${poolPath(id)}: ${Math.round(jpeg.length / 1024)} KB in ${Math.round((Date.now() - started) / 1000)} s`);
}

function child(id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = fork(__filename, ['--one', id], { execArgv: process.execArgv });
    proc.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rendering ${id} failed (exit ${code})`))));
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--one') return renderOne(args[1] ?? '');
  const ids = args.length > 0 ? args : POOL.map((photo) => photo.id);
  const queue = [...ids];
  const worker = async (): Promise<void> => {
    for (let id = queue.shift(); id; id = queue.shift()) await child(id);
  };
  await Promise.all([worker(), worker()]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
