import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { findMediaFile, safeSegments, type MediaFile } from './media-path';
import { MAX_SOURCE_PIXELS, unprocessable } from './image-pipeline';
import type { WorkQueue } from './work-queue';

/** The file in the media folder that lists the derived photos. */
export const DERIVED_MANIFEST = 'derived-media.json';

/**
 * A stored photo that is a part of another: the seed keeps a small pool of photographs and lists
 * each office's, service's or post's own picture as a crop of one of them, optionally mirrored,
 * and optionally stored turned with an EXIF Orientation that turns it back (as cameras do).
 */
export interface DerivedPhoto {
  from: string;
  /** left, top, width, height in the pool photo's pixels. */
  crop: [number, number, number, number];
  flip?: boolean;
  orientation?: 1 | 3 | 6 | 8;
  quality?: number;
}

/** The turn that stores upright pixels so that a viewer applying the orientation shows them upright. */
const STORED_TURN: Record<number, number> = { 1: 0, 3: 180, 6: 270, 8: 90 };

function checkEntry(name: string, entry: DerivedPhoto): void {
  const crop = entry.crop as unknown;
  const ok =
    safeSegments(name) !== undefined &&
    typeof entry.from === 'string' &&
    safeSegments(entry.from) !== undefined &&
    Array.isArray(crop) &&
    crop.length === 4 &&
    crop.every((n) => Number.isInteger(n) && (n as number) >= 0) &&
    (entry.orientation === undefined || STORED_TURN[entry.orientation] !== undefined);
  if (!ok) throw new Error(`${DERIVED_MANIFEST}: the entry for "${name}" is malformed`);
}

/**
 * The derived photos of a media folder, made on first request into `outDir` (a cache that can
 * be deleted at any time) and answered from there as if they were stored files.
 */
export class DerivedMedia {
  private constructor(
    private readonly mediaDir: string,
    private readonly outDir: string,
    private readonly entries: Map<string, DerivedPhoto>,
    private readonly manifestMtimeMs: number,
  ) {}

  /** Reads the manifest, if the folder has one; a malformed one stops the service with the entry named. */
  static load(mediaDir: string, outDir: string): DerivedMedia {
    const manifest = path.join(mediaDir, DERIVED_MANIFEST);
    if (!fs.existsSync(manifest)) return new DerivedMedia(mediaDir, outDir, new Map(), 0);
    const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { images?: Record<string, DerivedPhoto> };
    const entries = new Map(Object.entries(parsed.images ?? {}));
    for (const [name, entry] of entries) checkEntry(name, entry);
    return new DerivedMedia(mediaDir, outDir, entries, fs.statSync(manifest).mtimeMs);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The made file of a derived photo (making it first when needed), or undefined when the path names none. */
  async find(relative: string, queue: WorkQueue): Promise<MediaFile | undefined> {
    const entry = this.entries.get(relative);
    if (!entry) return undefined;
    const source = await findMediaFile(this.mediaDir, entry.from);
    if (!source) return undefined;
    const made = await findMediaFile(this.outDir, relative);
    if (made && made.mtimeMs >= Math.max(source.mtimeMs, this.manifestMtimeMs)) return made;
    await queue.run(`derive:${relative}`, () => this.make(relative, entry, source.file));
    return findMediaFile(this.outDir, relative);
  }

  private async make(relative: string, entry: DerivedPhoto, sourceFile: string): Promise<void> {
    const [left, top, width, height] = entry.crop;
    const orientation = entry.orientation ?? 1;
    let data: Buffer;
    try {
      // Cut (and mirror) first, then turn for storage: libvips would otherwise turn before mirroring.
      let upright = sharp(sourceFile, { limitInputPixels: MAX_SOURCE_PIXELS, autoOrient: true }).extract({ left, top, width, height });
      if (entry.flip) upright = upright.flop();
      const pixels = await upright.raw().toBuffer({ resolveWithObject: true });
      let image = sharp(pixels.data, { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } });
      if (orientation !== 1) image = image.rotate(STORED_TURN[orientation]).withMetadata({ orientation });
      data = await image.jpeg({ quality: entry.quality ?? 80, mozjpeg: true }).toBuffer();
    } catch (error) {
      throw unprocessable(`The derived photo ${relative} could not be made: ${(error as Error).message}`);
    }
    const file = path.join(this.outDir, ...relative.split('/'));
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    await fs.promises.writeFile(temp, data);
    await fs.promises.rename(temp, file);
  }
}
