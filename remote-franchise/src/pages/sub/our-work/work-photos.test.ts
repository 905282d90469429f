import { workPhotos } from './work-photos';

test('a photo gives its image model, trimmed categories for the filter and its categories as written for the tile', () => {
  const [photo] = workPhotos({
    Value: 'Images/deck.svg',
    ID: 'deck',
    AlternateText: 'A new deck',
    Width: '800',
    Height: '600',
    Description: 'The deck',
    ImageCategories: 'Decks| Exterior ',
  });
  expect(photo).toEqual({
    key: 'deck',
    image: { path: 'Images/deck.svg', alt: 'A new deck', width: 800, height: 600 },
    categories: ['Decks', 'Exterior'],
    categoryText: 'Decks ·  Exterior ',
    description: 'The deck',
  });
});

test('photos without a file are left out; without an id the path is the key, without categories or caption they are empty', () => {
  expect(workPhotos([{ Value: '' }, { Value: 'Images/plain.svg' }])).toEqual([
    {
      key: 'Images/plain.svg',
      image: { path: 'Images/plain.svg', alt: '', width: undefined, height: undefined },
      categories: [],
      categoryText: '',
      description: '',
    },
  ]);
  expect(workPhotos(undefined)).toEqual([]);
});
