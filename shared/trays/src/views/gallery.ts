import { asArray, type ImageField, type ImageGallery, type PageLink } from '@handyman/contracts';
import { imageOf, isYes, optionalText, type Fill } from './fields';

export interface GalleryItemView {
  image?: ImageField;
  /** '' when there is none. */
  caption: string;
  page?: PageLink;
}

export interface GalleryView {
  kind: 'ImageGallery';
  heading?: string;
  /** Content HTML, below the images. */
  copy?: string;
  /** Four images per row make a collage; otherwise a gallery of up to three per row. */
  collage: boolean;
  showCaptions: boolean;
  fullWidth: boolean;
  items: GalleryItemView[];
}

export function galleryView(tray: ImageGallery, fill: Fill): GalleryView {
  return {
    kind: 'ImageGallery',
    heading: optionalText(tray.Heading, fill),
    copy: optionalText(tray.Copy, fill),
    collage: tray.ImagesPerRow?.Value === '4',
    showCaptions: isYes(tray.ShowCaptions),
    fullWidth: isYes(tray.FullWidth),
    items: asArray(tray.Image).map((item) => ({
      image: imageOf(item.Image),
      caption: fill(item.Caption?.Value),
      page: item.Page || undefined,
    })),
  };
}
