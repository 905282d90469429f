import type { ImgHTMLAttributes } from 'react';
import { imageDensitySrcSet, imageSrcSet, imageUrl, imageWidthFor, isResizable, mediaUrl } from '@handyman/platform';
import { type ImageField } from '@handyman/contracts';
import { imageModel, type ImageModel } from './views';

interface ImageSizing extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'width' | 'height'> {
  /** Overrides the content's alternate text ('' marks a decorative image). */
  alt?: string;
  /** The width and height shown, in CSS pixels, when the layout fixes them (else the content's size gives the shape). */
  width?: number;
  height?: number;
  /**
   * How wide the layout shows the picture at each screen width (the `sizes` attribute, e.g.
   * `(min-width: 1024px) 384px, 100vw`): the browser takes the smallest size that is enough.
   */
  sizes?: string;
  /** The page's largest picture in the first screen: loaded at once, first, and preloaded in the head. */
  priority?: boolean;
}

export interface MediaImageProps extends ImageSizing {
  image: ImageField | undefined;
}

export interface MediaImageViewProps extends ImageSizing {
  image: ImageModel | null | undefined;
}

/** Without `sizes` or a fixed width, a photo comes at a width that suits most layouts. */
const DEFAULT_WIDTH = 960;

/** src, srcSet and sizes of a picture: sized by the image service when it is a photo on the media host. */
export function responsiveSource(
  image: ImageModel,
  layout: { width?: number | undefined; sizes?: string | undefined },
): Pick<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  const { path } = image;
  if (!isResizable(path)) return { src: mediaUrl(path) };
  if (layout.sizes) {
    const fallback = imageWidthFor(Math.min(image.width ?? DEFAULT_WIDTH, DEFAULT_WIDTH));
    return { src: imageUrl(path, { width: fallback }), srcSet: imageSrcSet(path, image.width), sizes: layout.sizes };
  }
  if (layout.width) return { src: imageUrl(path, { width: imageWidthFor(layout.width) }), srcSet: imageDensitySrcSet(path, layout.width) };
  return { src: imageUrl(path, { width: DEFAULT_WIDTH }) };
}

/**
 * An image from the media host: sized from content so the layout doesn't shift when it loads,
 * in the sizes its layout shows (srcset and sizes, the service choosing AVIF or WebP), lazily
 * unless it is the page's first picture.
 */
export function MediaImageView({ image, alt, width, height, sizes, priority = false, ...rest }: MediaImageViewProps) {
  if (!image) return null;
  return (
    <img
      {...responsiveSource(image, { width, sizes })}
      alt={alt ?? image.alt}
      width={width ?? image.width}
      height={height ?? image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
}

/** MediaImageView of a CMS image field. */
export function MediaImage({ image, ...rest }: MediaImageProps) {
  return <MediaImageView image={imageModel(image)} {...rest} />;
}
