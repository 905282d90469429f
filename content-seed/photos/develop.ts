// Turns a render into a stored photograph: noise-free smoothing, enlargement to the pool size,
// film grain and lens fall-off (so it looks and compresses like a photo), a JPEG with its
// description and licence in EXIF, turned for storage when the photo is kept on its side.
import sharp from 'sharp';
import { random } from './math';
import { POOL_SIZE, type PoolPhoto } from './pool';

/** The grain's strength, in 8-bit levels: enough to read as a photo, little enough to keep files small. */
const GRAIN = 3.2;

/** The turn that stores upright pixels so a viewer applying the EXIF orientation shows them upright. */
const STORED_TURN = { 6: 270, 8: 90 } as const;

function grainAndFalloff(pixels: Buffer, width: number, height: number, seed: number): Buffer {
  const rnd = random(seed);
  const out = Buffer.alloc(pixels.length);
  const [cx, cy] = [width / 2, height / 2];
  const reach = cx * cx + cy * cy;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      // Box-Muller: one gaussian for the brightness, a smaller one for colour.
      const r = Math.sqrt(-2 * Math.log(rnd() + 1e-12));
      const a = 2 * Math.PI * rnd();
      const luma = r * Math.cos(a) * GRAIN;
      const chroma = r * Math.sin(a) * GRAIN * 0.35;
      const fall = 1 - 0.22 * (((x - cx) ** 2 + (y - cy) ** 2) / reach);
      out[i] = Math.max(0, Math.min(255, pixels[i]! * fall + luma + chroma));
      out[i + 1] = Math.max(0, Math.min(255, pixels[i + 1]! * fall + luma));
      out[i + 2] = Math.max(0, Math.min(255, pixels[i + 2]! * fall + luma - chroma));
    }
  }
  return out;
}

/** The stored JPEG of a pool photo from its rendered RGB bytes. */
export async function develop(rendered: Uint8Array, width: number, height: number, photo: PoolPhoto, seed: number): Promise<Buffer> {
  const { width: W, height: H } = POOL_SIZE;
  const smooth = await sharp(Buffer.from(rendered), { raw: { width, height, channels: 3 } })
    .median(3)
    .resize(W, H, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let image = sharp(grainAndFalloff(smooth, W, H, seed), { raw: { width: W, height: H, channels: 3 } }).sharpen({ sigma: 0.7 });
  if (photo.orientation) {
    const pixels = await image.raw().toBuffer();
    image = sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
      .rotate(STORED_TURN[photo.orientation])
      .withMetadata({ orientation: photo.orientation });
  }
  return image
    .withExifMerge({
      IFD0: {
        ImageDescription: photo.title,
        Artist: 'content-seed photo renderer',
        Copyright: 'Generated for the Brightwood demo content; CC0 1.0 (no rights reserved)',
      },
    })
    .jpeg({ quality: 68, mozjpeg: true })
    .toBuffer();
}
