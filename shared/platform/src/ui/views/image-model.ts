import type { ImageField } from '@handyman/contracts';

/** An image as components show it: its media path, alternate text and intrinsic size. */
export interface ImageModel {
  /** Media path (relative to the media host) or a full URL. */
  path: string;
  /** Alternate text; '' marks a decorative image. */
  alt: string;
  width?: number;
  height?: number;
}

const size = (text: string | undefined) => Number(text) || undefined;

/** The image of a CMS image field; null when the field names no image. */
export function imageModel(image: ImageField | null | undefined): ImageModel | null {
  if (!image?.Value) return null;
  return { path: image.Value, alt: image.AlternateText ?? '', width: size(image.Width), height: size(image.Height) };
}
