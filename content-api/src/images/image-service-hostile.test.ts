import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_RETRY_AFTER_S } from '../routes/media-route';
import { waitFor } from '../testing/wait-kit';
import { cachedFiles, startImageApp, type ImageApp } from '../testing/image-kit';

jest.setTimeout(120_000);

describe('the image service: errors', () => {
  let s: ImageApp;
  beforeAll(async () => {
    s = await startImageApp();
  });
  afterAll(() => s.close());

  it.each([
    ['width=9999', 'width'],
    ['width=0', 'width'],
    ['width=-5', 'width'],
    ['width=12.5', 'width'],
    ['width=abc', 'width'],
    ['height=100000', 'height'],
    ['width=320&width=640', 'width'],
    ['crop=1,2,3', 'crop'],
    ['crop=10,10,5,5', 'crop'],
    ['crop=0,0,5000,5000', 'crop'],
    ['crop=auto&width=320', 'crop'],
    ['scale=sideways', 'scale'],
    ['autorotate=maybe', 'autorotate'],
    ['format=gif', 'format'],
    ['quality=100', 'quality'],
    ['w=320', '"w"'],
  ])('%s is a 400 that names %s', async (query, named) => {
    const response = await s.get(`/media/Photos/house.jpg?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('bad_request');
    expect(body.message).toContain(named);
  });

  it.each([
    '/media/../seed/resources/x31.json?width=320',
    '/media/%2e%2e/%2e%2e/package.json?width=320',
    '/media/Photos/..%2f..%2fpackage.json?width=320',
    '/media/Photos%5chouse.jpg?width=320',
    '/media/.hidden.jpg?width=320',
    '/media/Photos/nothing.jpg?width=320',
    '/media/%00.jpg?width=320',
  ])('%s is a 404 and reads nothing outside the media folder', async (url) => {
    const response = await s.get(url);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('not_found');
  });

  it('refuses a decompression bomb from its header, before decoding a pixel', async () => {
    const response = await s.get('/media/Images/bomb.png?width=320');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toContain('60000 x 60000');
  });

  it('answers a file with an image name that is no image with a 422', async () => {
    const response = await s.get('/media/Images/not-a-photo.jpg?width=320', { accept: 'image/avif' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toBe('unprocessable_image');
  });

  it('still answers after all of that', async () => {
    expect((await s.get('/media/Photos/house.jpg?width=160&format=jpeg')).status).toBe(200);
  });
});

describe('the image service: bounds', () => {
  it('runs a fixed number of resizes, queues a few and answers the rest 503 with Retry-After', async () => {
    const s = await startImageApp({ concurrency: 1, queue: 1 });
    try {
      const widths = [160, 320, 480, 640, 800, 960, 1280, 1600];
      const answers = await Promise.all(widths.map((width) => s.get(`/media/Photos/house.jpg?width=${width}&format=webp`)));
      const statuses = answers.map((response) => response.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      const refused = answers.find((response) => response.status === 503);
      expect(refused?.headers.get('retry-after')).toBe(String(IMAGE_RETRY_AFTER_S));
      expect(((await refused?.json()) as { error: string }).error).toBe('busy');
      // Once the work is done, the refused sizes are made on request.
      expect(s.t.images.queue.busy).toEqual({ active: 0, waiting: 0 });
      expect((await s.get('/media/Photos/house.jpg?width=1600&format=webp')).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('keeps the results on disk within their bound, the oldest going first', async () => {
    const s = await startImageApp({ cacheMb: 1 });
    try {
      // Each of these is about half a megabyte of JPEG: together three times the bound.
      for (const width of [1280, 1600, 1920, 2560]) {
        expect((await s.get(`/media/Photos/house.jpg?width=${width}&format=jpeg`)).status).toBe(200);
      }
      const bytes = (): number => cachedFiles(s.cacheDir).reduce((sum, name) => sum + fs.statSync(path.join(s.cacheDir, name)).size, 0);
      await waitFor(() => bytes() <= 1024 * 1024, 'eviction down to the bound');
      expect(cachedFiles(s.cacheDir).length).toBeGreaterThan(0);
      expect((await s.get('/media/Photos/house.jpg?width=2560&format=jpeg')).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
