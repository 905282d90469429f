import { mediaUrl } from './runtime';

/**
 * The widths the image service makes. content-api's service answers any other width with the next
 * of these, so asking only for these keeps every browser and CDN on the same few files.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 720, 800, 960, 1280, 1600, 1920, 2560] as const;

/** What a layout asks of a stored picture. */
export interface ImageRequest {
  /** Width in image pixels (one of IMAGE_WIDTHS). */
  width: number;
  /** Height too, with `crop`, to fill a box of another shape than the picture's. */
  height?: number;
  crop?: 'auto';
}

/** Raster pictures on the media host are resized; drawings (SVG) and pictures elsewhere are used as they are. */
export function isResizable(path: string | undefined | null): path is string {
  if (!path || /^(?:[a-z]+:)?\/\//i.test(path) || path.startsWith('data:')) return false;
  return /\.(jpe?g|png|webp|avif)$/i.test(path.split('?')[0] ?? '');
}

/**
 * The address of a stored picture at a size: the one place that knows how the image service is
 * asked (the media host's `/media/<path>?width=...`, as the CMS's image service takes it; the
 * format is left to the service, which picks AVIF or WebP from the browser's Accept header).
 * Pointing the site at another image service is a change here only.
 */
export function imageUrl(path: string, request: ImageRequest): string {
  const url = mediaUrl(path);
  if (!isResizable(path)) return url;
  const params = new URLSearchParams({ width: String(request.width) });
  if (request.height !== undefined) params.set('height', String(request.height));
  if (request.crop) params.set('crop', request.crop);
  return `${url}?${params.toString()}`;
}

/** The allowed width at or above `width` (the largest when none is). */
export function imageWidthFor(width: number): number {
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * The `srcset` of a picture for a layout that gives `sizes`: every allowed width up to the
 * picture's own (larger ones would be the same file), with its w descriptor.
 */
export function imageSrcSet(path: string, intrinsicWidth: number | undefined): string {
  const widest = intrinsicWidth ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const widths = IMAGE_WIDTHS.filter((width, i) => width <= widest || (i > 0 && IMAGE_WIDTHS[i - 1]! < widest));
  return widths.map((width) => `${imageUrl(path, { width })} ${Math.min(width, widest)}w`).join(', ');
}

/** The `srcset` of a picture shown at a fixed CSS width: that width for 1x screens, twice it for 2x. */
export function imageDensitySrcSet(path: string, cssWidth: number): string {
  return [1, 2].map((density) => `${imageUrl(path, { width: imageWidthFor(cssWidth * density) })} ${density}x`).join(', ');
}
