import type { ImgHTMLAttributes } from 'react';
import { mediaUrl } from '@handyman/platform';
import { type ImageField } from '@handyman/contracts';
import { imageModel, type ImageModel } from './views';

interface ImageSizing extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  /** Overrides the content's alternate text ('' marks a decorative image). */
  alt?: string;
  width?: number;
  height?: number;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
}

export interface MediaImageProps extends ImageSizing {
  image: ImageField | undefined;
}

export interface MediaImageViewProps extends ImageSizing {
  image: ImageModel | null | undefined;
}

/** An image from the media host, sized from content so the layout doesn't shift when it loads. */
export function MediaImageView({ image, alt, width, height, priority = false, ...rest }: MediaImageViewProps) {
  if (!image) return null;
  return (
    <img
      src={mediaUrl(image.path)}
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
