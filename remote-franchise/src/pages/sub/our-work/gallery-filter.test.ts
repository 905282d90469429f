import type { GalleryImage } from '@handyman/contracts';
import { filterChoices, filterImages, SHOW_ALL } from './gallery-filter';
import { workPhotos } from './work-photos';

const photo = (id: string, categories?: string): GalleryImage => ({ Value: `Images/${id}.svg`, ID: id, ImageCategories: categories });
const PHOTOS = workPhotos([
  photo('door', 'Doors & Windows|Exterior'),
  photo('kitchen', 'Kitchen|Carpentry'),
  photo('shelves', ' Carpentry '),
  photo('plain'),
]);

test('the choices are Show All, then every category once, in the order photos first name them', () => {
  expect(filterChoices(PHOTOS)).toEqual([SHOW_ALL, 'Doors & Windows', 'Exterior', 'Kitchen', 'Carpentry']);
});

test('Show All shows every photo, uncategorised ones too', () => {
  expect(filterImages(PHOTOS, SHOW_ALL)).toHaveLength(4);
});

test('a category shows only the photos whose categories include it', () => {
  expect(filterImages(PHOTOS, 'Carpentry').map((photo) => photo.key)).toEqual(['kitchen', 'shelves']);
  expect(filterImages(PHOTOS, 'Exterior').map((photo) => photo.key)).toEqual(['door']);
  expect(filterImages(PHOTOS, 'Car')).toEqual([]);
});
