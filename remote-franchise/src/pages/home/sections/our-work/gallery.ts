import { asArray, type GalleryImage, type OurWork, type PageLink } from '@handyman/contracts';

/** Most images the franchise home shows (15), and the most shown as a plain grid (3). */
export const MAX_WORK_IMAGES = 15;
export const MAX_GRID_IMAGES = 3;

/** The gallery images the home page shows: those with a file, at most 15. */
export function workImages(ourWork: OurWork | undefined): GalleryImage[] {
  return asArray(ourWork?.GalleryImage)
    .filter((image) => Boolean(image?.Value))
    .slice(0, MAX_WORK_IMAGES);
}

/** Up to three images sit in a plain grid; more make a row the visitor swipes or steps through. */
export function workLayout(count: number): 'grid' | 'carousel' {
  return count <= MAX_GRID_IMAGES ? 'grid' : 'carousel';
}

/** The section's heading when the office's content names none. */
export const OUR_WORK_HEADING = 'Our Work';

/** The section as it draws: heading and intro with placeholders filled, the photos keyed, its gallery page. */
export interface OurWorkView {
  heading: string;
  intro: string;
  images: { key: string; image: GalleryImage }[];
  galleryPage: PageLink | null;
}

export function ourWorkView(ourWork: OurWork | undefined, galleryPage: PageLink | undefined, fill: (text: string) => string): OurWorkView {
  return {
    heading: fill(ourWork?.Heading?.Value ?? '') || OUR_WORK_HEADING,
    intro: fill(ourWork?.Sectionheading?.Value ?? ''),
    images: workImages(ourWork).map((image, index) => ({ key: image.ID ?? `${image.Value}-${index}`, image })),
    galleryPage: galleryPage ?? null,
  };
}
