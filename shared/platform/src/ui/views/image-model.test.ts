import { image } from '@handyman/testing';
import { imageModel } from './image-model';

test('an image field gives its path, alternate text and size as numbers', () => {
  expect(imageModel(image('Images/van.svg', 800, 600, 'A van'))).toEqual({ path: 'Images/van.svg', alt: 'A van', width: 800, height: 600 });
});

test('a missing alternate text is decorative; a size that is not a number is left out', () => {
  expect(imageModel({ Value: 'Images/van.svg', Width: 'auto', Height: '' })).toEqual({
    path: 'Images/van.svg',
    alt: '',
    width: undefined,
    height: undefined,
  });
});

test.each([undefined, null, { Value: '' }])('no image without a path (%p)', (field) => {
  expect(imageModel(field)).toBeNull();
});
