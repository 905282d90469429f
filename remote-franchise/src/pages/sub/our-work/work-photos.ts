import { asArray, type GalleryImage, type OneOrMany } from '@handyman/contracts';
import { imageModel, type ImageModel } from '@handyman/platform/base';

/** A gallery photo of the our-work page as its gallery and slideshow show it. */
export interface WorkPhoto {
  /** The photo's content id, else its path (React keys). */
  key: string;
  image: ImageModel;
  /** Its categories, trimmed, for the filter. */
  categories: string[];
  /** Its categories as written, shown on its tile (Kitchen · Carpentry). */
  categoryText: string;
  /** The caption; '' for none. */
  description: string;
}

const categoriesOf = (text: string) =>
  text
    .split('|')
    .map((category) => category.trim())
    .filter(Boolean);

/** The gallery's photos with a file, in order. */
export function workPhotos(images: OneOrMany<GalleryImage> | undefined): WorkPhoto[] {
  return asArray(images).flatMap((photo) => {
    const image = imageModel(photo);
    if (!image) return [];
    const categories = photo.ImageCategories ?? '';
    return [
      {
        key: photo.ID ?? image.path,
        image,
        categories: categoriesOf(categories),
        categoryText: categories.split('|').join(' · '),
        description: photo.Description ?? '',
      },
    ];
  });
}
