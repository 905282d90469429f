import { asArray, type GalleryImage, type OneOrMany } from '@handyman/contracts';

/** The filter that shows every photo, chosen until the visitor picks a category. */
export const SHOW_ALL = 'Show All';

const categoriesOfImage = (image: GalleryImage) =>
  (image.ImageCategories ?? '')
    .split('|')
    .map((category) => category.trim())
    .filter(Boolean);

/** The gallery's photos (those with a file). */
export function galleryImages(images: OneOrMany<GalleryImage> | undefined): GalleryImage[] {
  return asArray(images).filter((image) => Boolean(image?.Value));
}

/** The filter choices: Show All, then each category (from ImageCategories, pipe-separated) once, in the order the photos first name them. */
export function filterChoices(images: GalleryImage[]): string[] {
  const seen = new Set<string>();
  for (const image of images) for (const category of categoriesOfImage(image)) seen.add(category);
  return [SHOW_ALL, ...seen];
}

/** The photos a filter shows: all for Show All, else those whose categories include it. */
export function filterImages(images: GalleryImage[], choice: string): GalleryImage[] {
  if (choice === SHOW_ALL) return images;
  return images.filter((image) => categoriesOfImage(image).includes(choice));
}
