import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageBounds } from '../app-options';
import { makeTestApp, tempDir, type TestApp } from './app-kit';
import { writeImageFixtures } from './image-fixtures';

/** A content-api listening on a free port with the image fixtures as its media folder. */
export interface ImageApp {
  t: TestApp;
  baseUrl: string;
  cacheDir: string;
  /** The media folder the service answers from (a copy of the fixtures). */
  mediaDir: string;
  /** GET a media path with an optional Accept header. */
  get(url: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let fixtures: Promise<string> | undefined;

/** The fixture media folder, written once per test file and copied for each app. */
function fixtureMedia(): Promise<string> {
  fixtures ??= (async () => {
    const dir = path.join(tempDir('content-api-image-fixtures-'), 'media');
    await writeImageFixtures(dir);
    return dir;
  })();
  return fixtures;
}

export async function startImageApp(images: Partial<ImageBounds> = {}): Promise<ImageApp> {
  const dir = tempDir('content-api-images-');
  const mediaDir = path.join(dir, 'media');
  fs.cpSync(await fixtureMedia(), mediaDir, { recursive: true });
  const cacheDir = path.join(dir, 'cache');
  const t = makeTestApp({ mediaDir, imageCacheDir: cacheDir, images });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    baseUrl: address,
    cacheDir,
    mediaDir,
    get: (url, headers = {}) => fetch(`${address}${url}`, { headers }),
    async close() {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The decoded picture of an answer: its format, size and EXIF orientation. */
export async function pictureOf(response: Response): Promise<{ format: string; width: number; height: number; orientation?: number }> {
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, ...(meta.orientation ? { orientation: meta.orientation } : {}) };
}

/** Every file the image service has made (results and derived photos), relative to its cache. */
export function cachedFiles(cacheDir: string): string[] {
  if (!fs.existsSync(cacheDir)) return [];
  return (fs.readdirSync(cacheDir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(cacheDir, name)).isFile());
}
