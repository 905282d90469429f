import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { DERIVED_MANIFEST } from '../images/derived-media';

/** Size of the fixture photo: a CMS-sized landscape picture. */
export const PHOTO = { width: 2400, height: 1600 };

/** A photo-like JPEG: a gradient under fine noise, so it compresses as a photograph does. */
async function photo(width: number, height: number, orientation?: number): Promise<Buffer> {
  const noise = sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } });
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c05020"/><stop offset="1" stop-color="#2060c0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect width="${width / 4}" height="${height / 4}" fill="#ffffff"/></svg>`,
  );
  const grain = await noise.png().toBuffer();
  const image = sharp(gradient).composite([{ input: grain, blend: 'soft-light' }]);
  const withOrientation = orientation ? image.withMetadata({ orientation }) : image;
  return withOrientation.jpeg({ quality: 85 }).toBuffer();
}

/** A PNG that says it is 60,000 x 60,000 pixels: a decompression bomb as far as any decoder can tell. */
async function bomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // IHDR starts at byte 8: length (4), type (4), width (4), height (4), ..., then its CRC over type and data.
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A media folder for the image service's tests: a landscape photo, one stored turned with EXIF
 * Orientation 6, a transparent PNG, an SVG, a text file named like a JPEG, a bomb and a derived
 * photo (a crop of the landscape photo, stored turned).
 */
export async function writeImageFixtures(dir: string): Promise<void> {
  const at = (relative: string): string => {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return file;
  };
  fs.writeFileSync(at('Photos/house.jpg'), await photo(PHOTO.width, PHOTO.height));
  // Stored 1600 wide and 1200 high, shown 1200 wide and 1600 high.
  fs.writeFileSync(at('Photos/crew-turned.jpg'), await photo(1600, 1200, 6));
  fs.writeFileSync(
    at('Images/logo.png'),
    await sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 0.5 } } })
      .png()
      .toBuffer(),
  );
  fs.writeFileSync(
    at('Images/mark.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30"/></svg>',
  );
  fs.writeFileSync(at('Images/not-a-photo.jpg'), 'This is a text file with an image name.\n');
  fs.writeFileSync(at('Images/bomb.png'), await bomb());
  const manifest = {
    images: {
      'Images/Offices/test/banner.jpg': { from: 'Photos/house.jpg', crop: [0, 0, 2400, 750], flip: true },
      'Images/Offices/test/crew.jpg': { from: 'Photos/house.jpg', crop: [600, 0, 1200, 1600], orientation: 6 },
      'Images/Offices/test/missing-source.jpg': { from: 'Photos/nothing.jpg', crop: [0, 0, 10, 10] },
    },
  };
  fs.writeFileSync(at(DERIVED_MANIFEST), JSON.stringify(manifest));
}
