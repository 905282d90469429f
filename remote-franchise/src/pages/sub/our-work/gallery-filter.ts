import type { WorkPhoto } from './work-photos';

/** The filter that shows every photo, chosen until the visitor picks a category. */
export const SHOW_ALL = 'Show All';

/** The filter choices: Show All, then each category once, in the order the photos first name them. */
export function filterChoices(photos: WorkPhoto[]): string[] {
  const seen = new Set<string>();
  for (const photo of photos) for (const category of photo.categories) seen.add(category);
  return [SHOW_ALL, ...seen];
}

/** The photos a filter shows: all for Show All, else those whose categories include it. */
export function filterImages(photos: WorkPhoto[], choice: string): WorkPhoto[] {
  if (choice === SHOW_ALL) return photos;
  return photos.filter((photo) => photo.categories.includes(choice));
}
