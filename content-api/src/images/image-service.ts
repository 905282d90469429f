import path from 'node:path';
import { notFound } from '../http/api-error';
import { DerivedMedia } from './derived-media';
import { DiskCache } from './disk-cache';
import { CONTENT_TYPES, negotiateFormat } from './format-negotiation';
import { canonicalParams, type ImageParams, type OutputFormat } from './image-params';
import { inspectSource, renderImage } from './image-pipeline';
import { findMediaFile, isRasterPath, type MediaFile } from './media-path';
import { WorkQueue } from './work-queue';

export interface ImageServiceOptions {
  mediaDir: string;
  /** Where results and derived photos are kept (a cache: safe to delete). */
  cacheDir: string;
  /** Resizes at once. */
  concurrency: number;
  /** Resizes that may wait for a slot; past them a request is a 503. */
  queue: number;
  /** The most bytes of results kept on disk. */
  cacheBytes: number;
}

/** A made picture, ready to send. */
export interface ImageAnswer {
  file: string;
  size: number;
  contentType: string;
  etag: string;
  /** The format was chosen from Accept, so the answer varies with it. */
  negotiated: boolean;
}

/** Version of the rendering: raise it when the encoders' settings change, so old results are not reused. */
const RENDER_VERSION = '1';

/**
 * The image service: stored files and derived photos as they are, and sized, cropped, turned and
 * re-encoded pictures of them, made once at most `concurrency` at a time and kept on disk.
 */
export class ImageService {
  readonly queue: WorkQueue;
  private readonly results: DiskCache;
  private readonly derived: DerivedMedia;

  constructor(readonly options: ImageServiceOptions) {
    this.queue = new WorkQueue(options.concurrency, options.queue);
    this.results = new DiskCache(path.join(options.cacheDir, 'results'), options.cacheBytes);
    this.derived = DerivedMedia.load(options.mediaDir, path.join(options.cacheDir, 'originals'));
  }

  get derivedCount(): number {
    return this.derived.size;
  }

  /** The stored file at a media path, or the derived photo made for it; a 404 when neither exists. */
  async original(relative: string): Promise<MediaFile> {
    const found = (await findMediaFile(this.options.mediaDir, relative)) ?? (await this.derived.find(relative, this.queue));
    if (!found) throw notFound(`No media file /media/${relative}.`);
    return found;
  }

  /** Whether the media path holds a picture the service can size (vector drawings and other files are sent as stored). */
  resizable(relative: string): boolean {
    return isRasterPath(relative);
  }

  async render(relative: string, params: ImageParams, accept: string | undefined): Promise<ImageAnswer> {
    const source = await this.original(relative);
    // A JPEG has no transparency; other sources are asked (reading their header only).
    const hasAlpha = params.format === undefined && !/\.jpe?g$/i.test(source.relative) && (await inspectSource(source.file)).hasAlpha;
    const format: OutputFormat = params.format ?? negotiateFormat(accept, hasAlpha);
    const key = DiskCache.keyOf(
      RENDER_VERSION,
      source.relative,
      String(source.size),
      String(source.mtimeMs),
      canonicalParams(params, format),
    );
    const file = this.results.fileOf(key, format);
    let size = await this.results.sizeOf(file);
    if (size === undefined) {
      await this.queue.run(key, async () => {
        const info = await inspectSource(source.file);
        await this.results.put(file, await renderImage(source.file, info, params, format));
      });
      size = (await this.results.sizeOf(file)) ?? 0;
    }
    return { file, size, contentType: CONTENT_TYPES[format], etag: `"${key.slice(0, 32)}"`, negotiated: params.format === undefined };
  }
}
