import { sectionScrollOffset } from './section-scroll';

test('#our-work and #local-services stop 192 px below the top, 185 px under 800 px wide', () => {
  expect(sectionScrollOffset('our-work', 1280, 120)).toBe(192);
  expect(sectionScrollOffset('local-services', 799, 64)).toBe(185);
});

test('other sections stop just below the sticky header', () => {
  expect(sectionScrollOffset('reviews', 1280, 120.4)).toBeCloseTo(136.4);
  expect(sectionScrollOffset('offers', 375, 64)).toBe(80);
});
