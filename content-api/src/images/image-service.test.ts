import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { cachedFiles, CHROMIUM_ACCEPT, pictureOf, startImageApp, type ImageApp } from '../testing/image-kit';
import { PHOTO } from '../testing/image-fixtures';

jest.setTimeout(120_000);

let s: ImageApp;
beforeAll(async () => {
  s = await startImageApp();
});
afterAll(() => s.close());

describe('the image service: sizes', () => {
  it('answers the stored file as it is without parameters', async () => {
    const response = await s.get('/media/Photos/house.jpg', { accept: CHROMIUM_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await pictureOf(response)).toMatchObject({ format: 'jpeg', ...PHOTO });
  });

  it('answers a file it does not resize (a tag script) as stored, whatever its query names', async () => {
    const script = 'window.seedTag = true;';
    fs.mkdirSync(path.join(s.mediaDir, 'Scripts'), { recursive: true });
    fs.writeFileSync(path.join(s.mediaDir, 'Scripts', 'tag.js'), script);
    const response = await s.get('/media/Scripts/tag.js?tag=analytics&width=320');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(await response.text()).toBe(script);
  });

  it.each([
    ['width=640', 640, 427],
    ['width=700', 720, 480], // an arbitrary width gets the next allowed one
    ['width=721', 800, 533],
    ['width=2560', 2400, 1600], // never enlarged by default
    ['width=2560&scale=both', 2560, 1707],
    ['height=400', 600, 400],
    ['width=800&height=800', 800, 533], // fits inside the box
    ['width=480&height=480&crop=auto', 480, 480], // fills the box
    ['crop=0,0,1200,800&width=320', 320, 213],
    ['crop=(1200,800,2400,1600)', 1200, 800],
  ])('%s makes a picture of %i x %i', async (query, width, height) => {
    const response = await s.get(`/media/Photos/house.jpg?${query}&format=jpeg`);
    expect(response.status).toBe(200);
    expect(await pictureOf(response)).toMatchObject({ width, height });
  });

  it('turns a photo stored on its side upright, unless asked not to', async () => {
    const upright = await pictureOf(await s.get('/media/Photos/crew-turned.jpg?width=320&format=jpeg'));
    expect(upright).toEqual({ format: 'jpeg', width: 320, height: 427 });
    const asStored = await pictureOf(await s.get('/media/Photos/crew-turned.jpg?width=320&autorotate=false&format=jpeg'));
    expect(asStored).toEqual({ format: 'jpeg', width: 320, height: 240 });
  });
});

describe('the image service: formats', () => {
  it.each([
    [CHROMIUM_ACCEPT, 'avif'],
    ['image/webp,image/*,*/*;q=0.8', 'webp'],
    ['image/avif;q=0,image/webp,*/*', 'webp'],
    ['image/*,*/*;q=0.8', 'jpeg'],
    ['', 'jpeg'],
  ])('Accept "%s" gets %s, marked as varying with Accept', async (accept, format) => {
    const response = await s.get('/media/Photos/house.jpg?width=320', accept ? { accept } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`image/${format}`);
    expect(response.headers.get('vary')).toBe('Accept');
    expect((await pictureOf(response)).format).toBe(format === 'avif' ? 'heif' : format);
  });

  it('keeps transparency: a PNG goes to a browser without AVIF or WebP as PNG', async () => {
    const response = await s.get('/media/Images/logo.png?width=160', { accept: 'image/*' });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await pictureOf(response)).toMatchObject({ width: 160, height: 40 });
  });

  it('makes the format the request names, whatever Accept says, without varying', async () => {
    const response = await s.get('/media/Photos/house.jpg?width=320&format=webp', { accept: 'image/avif' });
    expect(response.headers.get('content-type')).toBe('image/webp');
    // (Vary: Origin is CORS's; nothing here varies by Accept.)
    expect(response.headers.get('vary') ?? '').not.toMatch(/accept/i);
  });

  it('sends a vector drawing as it is, whatever the size asked', async () => {
    const response = await s.get('/media/Images/mark.svg?width=320');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<circle');
  });
});

describe('the image service: caching', () => {
  it('makes a picture once, keeps it on disk and answers it immutable with an ETag and 304', async () => {
    const url = '/media/Photos/house.jpg?width=960&format=webp';
    const first = await s.get(url);
    const made = cachedFiles(s.cacheDir).length;
    const second = await s.get(url);
    expect(cachedFiles(s.cacheDir)).toHaveLength(made);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    const revalidated = await s.get(url, { 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);
  });

  it('gives each format its own ETag', async () => {
    const avif = await s.get('/media/Photos/house.jpg?width=480', { accept: 'image/avif' });
    const jpeg = await s.get('/media/Photos/house.jpg?width=480', { accept: 'image/jpeg' });
    expect(avif.headers.get('etag')).not.toBe(jpeg.headers.get('etag'));
  });
});

describe('derived photos', () => {
  it('answers a crop of a pool photo as a stored file, mirrored as listed', async () => {
    const response = await s.get('/media/Images/Offices/test/banner.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const body = Buffer.from(await response.arrayBuffer());
    expect(await pictureOf(new Response(body))).toEqual({ format: 'jpeg', width: 2400, height: 750 });
    // The pool photo's white corner is top left; mirrored, it is top right.
    const corner = async (left: number) => (await sharp(body).extract({ left, top: 100, width: 1, height: 1 }).raw().toBuffer())[0];
    expect(await corner(2300)).toBeGreaterThan(200);
    expect(await corner(100)).toBeLessThan(200);
    const small = await s.get('/media/Images/Offices/test/banner.jpg?width=800&format=jpeg');
    expect(await pictureOf(small)).toMatchObject({ width: 800, height: 250 });
  });

  it('stores a derived photo turned with its EXIF orientation, and the service shows it upright', async () => {
    const stored = await pictureOf(await s.get('/media/Images/Offices/test/crew.jpg'));
    expect(stored).toEqual({ format: 'jpeg', width: 1600, height: 1200, orientation: 6 });
    const sized = await pictureOf(await s.get('/media/Images/Offices/test/crew.jpg?width=320&format=jpeg'));
    expect(sized).toEqual({ format: 'jpeg', width: 320, height: 427 });
  });

  it('answers 404 for a derived photo whose pool photo is missing', async () => {
    expect((await s.get('/media/Images/Offices/test/missing-source.jpg')).status).toBe(404);
  });
});
