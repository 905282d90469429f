import { activeSectionAt, navSections, visibleSections } from './home-sections';

const ALL = { offers: true, reviews: true, blog: true, 'our-work': true, 'why-choose-us': true };
const ids = (list: { id: string }[]) => list.map((section) => section.id);

test('every section shows in display order when the office has offers, reviews and a blog', () => {
  expect(ids(visibleSections(ALL))).toEqual([
    'who-we-are',
    'residential',
    'commercial',
    'our-work',
    'service-areas',
    'why-choose-us',
    'offers',
    'reviews',
    'local-services',
    'careers',
    'helpful-articles',
    'blog',
  ]);
});

test('offers, reviews, blog, gallery and why-choose-us are left out without data', () => {
  const shown = ids(visibleSections({ offers: false, reviews: true }));
  expect(shown).not.toContain('our-work');
  expect(shown).not.toContain('why-choose-us');
  expect(shown).not.toContain('offers');
  expect(shown).not.toContain('blog');
  expect(shown).toContain('reviews');
});

test('the nav leaves out the services and careers trays and names the gallery', () => {
  const nav = navSections(ALL);
  expect(nav.map((section) => section.label)).toEqual([
    'Who We Are',
    'Residential',
    'Commercial',
    'Gallery',
    'Service Areas',
    'Why Choose Us',
    'Offers',
    'Reviews',
    'Helpful Articles',
    'Blog',
  ]);
});

test('the active section is the one holding the middle of the viewport', () => {
  const sections = [
    { id: 'a', top: -500, bottom: -100 },
    { id: 'b', top: -100, bottom: 450 },
    { id: 'c', top: 450, bottom: 900 },
  ];
  expect(activeSectionAt(sections, 800)).toBe('b');
  expect(activeSectionAt(sections, 1000)).toBe('c');
});

test('nothing is active above the first section or below the last', () => {
  expect(activeSectionAt([{ id: 'a', top: 500, bottom: 900 }], 800)).toBeUndefined();
  expect(activeSectionAt([{ id: 'a', top: -900, bottom: 100 }], 800)).toBeUndefined();
});
