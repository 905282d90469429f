import type { ImgHTMLAttributes } from 'react';
import { mediaUrl } from '@handyman/platform';
import { type ImageField } from '@handyman/contracts';

export interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  image: ImageField | undefined;
  /** Overrides the content's alternate text ('' marks a decorative image). */
  alt?: string;
  width?: number;
  height?: number;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
}

/** An image from the media host, sized from content so the layout doesn't shift when it loads. */
export function MediaImage({ image, alt, width, height, priority = false, ...rest }: MediaImageProps) {
  if (!image?.Value) return null;
  return (
    <img
      src={mediaUrl(image.Value)}
      alt={alt ?? image.AlternateText ?? ''}
      width={width ?? (Number(image.Width) || undefined)}
      height={height ?? (Number(image.Height) || undefined)}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
}
