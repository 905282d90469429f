import { learnMorePath } from './learn-more-path';

test.each([
  ['/offices/summerlin', null, '/offices/summerlin'],
  ['/offices/Summerlin/our-work', 'offices/tempe', '/offices/summerlin'],
  ['/', 'offices/tempe', '/offices/tempe'],
  ['/blog/some-post', '/offices/tempe/', '/offices/tempe'],
  ['/offices', null, '/offices'],
])('from %p (request office %p) learn more goes to %p', (pathname, office, path) => expect(learnMorePath(pathname, office)).toBe(path));
