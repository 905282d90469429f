import sharp, { type Metadata, type Sharp } from 'sharp';
import { ApiError, badRequest } from '../http/api-error';
import { MAX_DIMENSION, type ImageParams, type OutputFormat } from './image-params';

/**
 * The largest source the service decodes: 50 megapixels (a 8,660 x 5,770 camera photo). Checked
 * from the file's header before any pixel is decoded, and again by libvips while decoding, so a
 * small file that claims or unpacks to a huge picture (a decompression bomb) is refused cheaply.
 */
export const MAX_SOURCE_PIXELS = 50_000_000;
const TIMEOUT_SECONDS = 20;

// libvips keeps no cache of operations (memory stays flat whatever is asked) and each resize uses
// one thread: the work queue decides how many run at once.
sharp.cache(false);
sharp.concurrency(1);

export function unprocessable(message: string): ApiError {
  return new ApiError(422, 'unprocessable_image', message);
}

/** What the service needs to know of a source before making anything of it. */
export interface SourceInfo {
  /** Width and height as shown (EXIF orientation applied). */
  width: number;
  height: number;
  /** Width and height of the stored pixels (what a crop box means without autorotate). */
  stored: { width: number; height: number };
  hasAlpha: boolean;
}

/** Reads the source's header only; an unreadable or oversized picture is a 422. */
export async function inspectSource(file: string): Promise<SourceInfo> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw unprocessable('The media file is not an image the service can read.');
  }
  if (!meta.width || !meta.height) throw unprocessable('The media file is not an image the service can read.');
  if (meta.width * meta.height > MAX_SOURCE_PIXELS) {
    throw unprocessable(
      `The media file is ${meta.width} x ${meta.height} pixels, over the ${MAX_SOURCE_PIXELS / 1e6} megapixels the service decodes.`,
    );
  }
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    stored: { width: meta.width, height: meta.height },
    hasAlpha: Boolean(meta.hasAlpha),
  };
}

function encode(image: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 72, effort: 4 });
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 8 });
  }
}

/** Makes the picture asked for: oriented, cropped, resized within bounds and encoded. */
export async function renderImage(file: string, source: SourceInfo, params: ImageParams, format: OutputFormat): Promise<Buffer> {
  const { crop, width, height } = params;
  // Without autorotate the stored pixels are used as they are, so the crop box is read in them.
  const bounds = params.autorotate ? source : source.stored;
  let image = sharp(file, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error', autoOrient: params.autorotate }).timeout({
    seconds: TIMEOUT_SECONDS,
  });
  if (Array.isArray(crop)) {
    const [x1, y1, x2, y2] = crop;
    if (x2 > bounds.width || y2 > bounds.height) {
      throw badRequest(`Image parameter "crop" must lie within the picture (${bounds.width} x ${bounds.height}).`);
    }
    image = image.extract({ left: x1, top: y1, width: x2 - x1, height: y2 - y1 });
  }
  // Asked for no size, the picture still comes out no larger than the largest allowed width.
  const sized = width !== undefined || height !== undefined;
  image = image.resize({
    ...(sized ? { width, height } : { width: MAX_DIMENSION, height: MAX_DIMENSION }),
    fit: crop === 'auto' ? 'cover' : 'inside',
    withoutEnlargement: params.scale === 'down' || !sized,
  });
  try {
    return await encode(image, format).toBuffer();
  } catch (error) {
    throw unprocessable(`The media file could not be made into the picture asked for: ${(error as Error).message}`);
  }
}
