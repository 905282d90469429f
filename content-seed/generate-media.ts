// Writes every seed image into content-api/media/Images: SVG illustrations (portraits, icons,
// maps, logos) and PNG favicons, and lists every photograph (banners, rooms, work photos, posts) in
// content-api/media/derived-media.json as a crop of a pool photo (generate-photos.ts renders the
// pool). Plain Node, no network, deterministic: running it twice produces identical files.
//
//   npx tsx content-seed/generate-media.ts          write all images
//   npx tsx content-seed/generate-media.ts --check  fail if any file is missing or differs
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { mediaPlan, type MediaItem } from './content/media-plan';
import { derivedManifest, DERIVED_MANIFEST } from './content/derived-manifest';
import { iconSvg, logo, markPng, markSvg } from './lib/brand';
import { partnerLogo, serviceMap } from './lib/maps';
import { portrait } from './lib/portraits';
import { MEDIA_DIR } from './lib/seed-helpers';

function render(item: Exclude<MediaItem, { type: 'photo' }>): string | Buffer {
  switch (item.type) {
    case 'portrait':
      return portrait({ ...item.look, title: item.title });
    case 'icon':
      return iconSvg(item.name, item.size);
    case 'logo':
      return logo({ dark: item.dark });
    case 'mark':
      return markSvg(item.size);
    case 'png':
      return markPng(item.size);
    case 'map':
      return serviceMap(item.office);
    case 'partner':
      return partnerLogo(item.partner);
    default: {
      const unknown: never = item;
      throw new Error(`unknown media type ${(unknown as MediaItem).type}`);
    }
  }
}

/** PNG pixel data: compressed bytes may differ between zlib versions, the pixels may not. */
function pngPixels(buf: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < buf.length;) {
    const len = buf.readUInt32BE(at);
    if (buf.toString('ascii', at + 4, at + 8) === 'IDAT') parts.push(buf.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  return inflateSync(Buffer.concat(parts));
}

function same(file: string, out: string | Buffer): boolean {
  if (!existsSync(file)) return false;
  const current = readFileSync(file);
  const next = Buffer.from(out);
  return file.endsWith('.png') ? pngPixels(current).equals(pngPixels(next)) : current.equals(next);
}

const check = process.argv.includes('--check');
const plan = mediaPlan();
const seen = new Set<string>();
let stale = 0;
let bytes = 0;
if (!check) rmSync(join(MEDIA_DIR, 'Images'), { recursive: true, force: true });
const manifest = derivedManifest(plan);
const files: [string, string | Buffer][] = [
  [DERIVED_MANIFEST, manifest],
  ...plan.flatMap((item): [string, string | Buffer][] => (item.type === 'photo' ? [] : [[item.path, render(item)]])),
];
for (const item of plan) {
  if (seen.has(item.path)) throw new Error(`duplicate media path ${item.path}`);
  seen.add(item.path);
}
for (const [path, out] of files) {
  const file = join(MEDIA_DIR, path);
  bytes += out.length;
  if (check) {
    if (!same(file, out)) {
      stale++;
      console.error(`stale: ${path}`);
    }
    continue;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, out);
}
if (check && stale) {
  console.error(`${stale} media files are out of date; run npx tsx content-seed/generate-media.ts`);
  process.exit(1);
}
const photos = plan.length - files.length + 1;
console.log(
  `${check ? 'checked' : 'wrote'} ${files.length - 1} images (${Math.round(bytes / 1024)} KB) and ${photos} photos under ${MEDIA_DIR}`,
);
