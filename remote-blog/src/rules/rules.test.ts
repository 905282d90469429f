import { authorPath, categoryPath, categorySlug, sameName, searchPath } from './blog-links';
import { ctaTone } from './cta-color';

test.each([
  ['Kitchen and Bath', 'kitchenandbath', '/blog/category/kitchenandbath'],
  ['DIY vs Pro', 'diyvspro', '/blog/category/diyvspro'],
  ['Safety', 'safety', '/blog/category/safety'],
])('category %p is written %p in addresses', (name, slug, path) => {
  expect(categorySlug(name)).toBe(slug);
  expect(categoryPath(name)).toBe(path);
});

test('author addresses drop the spaces and are lowercase, as the site’s addresses are', () => {
  expect(authorPath('Marcus Bell')).toBe('/blog/author/marcusbell');
});

test('a search address carries the words escaped', () => {
  expect(searchPath(' deck stain ')).toBe('/blog/search/deck%20stain');
  expect(searchPath('a/b?')).toBe('/blog/search/a%2Fb%3F');
});

test('a filter matches a name whatever its case, spaces or hyphens', () => {
  expect(sameName('kitchenandbath', 'Kitchen and Bath')).toBe(true);
  expect(sameName('home-maintenance', 'Home Maintenance')).toBe(true);
  expect(sameName('MarcusBell', 'Marcus Bell')).toBe(true);
  expect(sameName('safety', 'Seasonal Tips')).toBe(false);
});

test.each([
  ['Red', 'red'],
  ['Yellow', 'yellow'],
  ['yellow', 'yellow'],
  ['Green', 'green'],
  ['Blue', 'green'],
  [undefined, null],
  ['', null],
])('CTAColor %p gives a %p button', (color, tone) => {
  expect(ctaTone(color)).toBe(tone);
});
