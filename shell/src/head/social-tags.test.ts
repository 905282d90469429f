import { socialTags } from './social-tags';

const CANONICAL = 'https://www.example.com/offices/summerlin';

test('a page shares its title, description, address and the default image with its size', () => {
  const tags = Object.fromEntries(
    socialTags({ title: 'Summerlin Handyman', description: 'Repairs in Summerlin.', siteName: 'Brand' }, CANONICAL),
  );
  expect(tags).toEqual({
    'og:type': 'website',
    'og:site_name': 'Brand',
    'og:title': 'Summerlin Handyman',
    'og:description': 'Repairs in Summerlin.',
    'og:url': CANONICAL,
    'og:image': 'https://www.example.com/share-default.png',
    'og:image:width': '1200',
    'og:image:height': '630',
    'og:image:alt': 'Brand',
    'twitter:card': 'summary_large_image',
  });
});

test('a post shares its own image as an article', () => {
  const tags = Object.fromEntries(
    socialTags({ title: 'A post', ogType: 'article', image: { url: 'https://media.example.com/a.jpg' } }, CANONICAL),
  );
  expect(tags['og:type']).toBe('article');
  expect(tags['og:image']).toBe('https://media.example.com/a.jpg');
  expect(tags['og:image:width']).toBeUndefined();
});

test('a long description is cut at a word for the preview', () => {
  const description = 'word '.repeat(60).trim();
  const shared = Object.fromEntries(socialTags({ description }, CANONICAL))['og:description']!;
  expect(shared.length).toBeLessThanOrEqual(200);
  expect(shared).toMatch(/word…$/);
});

test('a page without a canonical address (an error page) shares nothing', () => {
  expect(socialTags({ title: 'Not found' }, '')).toEqual([]);
});
