// Which pool photo each scene kind is cut from, and where: every office, service, package and post
// photograph is a crop of a pool photo (photos/pool.ts) at its layout's shape, placed, sized and
// mirrored by a hash of its path, so no two are the same cut and none needs a file of its own.
import type { SceneKind, SceneOptions } from '../lib/scenes';
import { POOL_SIZE } from '../photos/pool';
import type { MediaItem, Size } from './media-items';

type Pick = (o: SceneOptions) => string;

const house: Pick = (o) =>
  o.region === 'desert' || o.region === 'sonoran'
    ? 'house-desert'
    : o.region === 'hillcountry' || o.region === 'mountain'
      ? 'house-brick'
      : 'house-colonial';
const withVan: Pick = (o) => (o.region === 'desert' || o.region === 'sonoran' ? 'house-desert' : 'house-colonial');
const pair =
  (after: string): Pick =>
  (o) =>
    o.state === 'before' ? `${after}-before` : after;

/** The pool photo of each scene kind (the drawn scenes' kinds, so content names one thing). */
const POOL_OF: Record<SceneKind, Pick> = {
  home: house,
  neighborhood: withVan,
  team: withVan,
  storm: () => 'house-brick',
  gutters: () => 'house-brick',
  shield: () => 'house-colonial',
  success: () => 'house-colonial',
  doors: () => 'porch',
  windows: () => 'porch',
  kitchen: pair('kitchen'),
  bathroom: pair('bathroom'),
  plumbing: () => 'bathroom',
  painting: pair('painting'),
  drywall: () => 'painting',
  living: () => 'living',
  flooring: () => 'living',
  notFound: () => 'living',
  deck: pair('deck'),
  fence: () => 'fence',
  carpentry: () => 'workshop',
  workshop: () => 'workshop',
  electrical: () => 'workshop',
  safety: () => 'workshop',
  checklist: () => 'workshop',
};

/** A number in 0..1 from a text and a salt (FNV-1a). */
function hashOf(text: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

/** The derived photos stored turned (EXIF Orientation 6), as a phone held upright stores a landscape shot. */
const TURNED = (path: string): boolean => /who-we-are|\/work\/0[37]-/.test(path);

/**
 * A photograph at `path`, of the `kind`'s pool photo, cut at the shape `size` gives: as wide as the
 * pool allows at that shape, less up to a tenth, placed across by opts.focus (or the hash) and
 * down by the hash, mirrored for half the paths.
 */
export function photo(path: string, kind: SceneKind, [w, h]: Size, opts: SceneOptions = {}, title: string = kind): MediaItem {
  const aspect = w / h;
  const widest = Math.min(POOL_SIZE.width, POOL_SIZE.height * aspect);
  const cropW = Math.round(widest * (0.9 + 0.1 * hashOf(path, 1)));
  const cropH = Math.round(cropW / aspect);
  const across = opts.focus === undefined ? hashOf(path, 2) : 1 - Math.abs(opts.focus - 0.5) * 2 * hashOf(path, 5);
  const left = Math.round((POOL_SIZE.width - cropW) * across);
  const top = Math.round((POOL_SIZE.height - cropH) * (0.25 + 0.5 * hashOf(path, 3)));
  return {
    path,
    type: 'photo',
    from: POOL_OF[kind](opts),
    crop: [left, top, cropW, cropH],
    flip: hashOf(path, 4) < 0.5,
    ...(TURNED(path) ? { orientation: 6 as const } : {}),
    title,
  };
}
