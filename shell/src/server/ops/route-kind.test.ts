import { pageKindOf } from './route-kind';

test.each([
  ['/', 'home'],
  ['/offices', 'offices'],
  ['/offices/state/nevada', 'offices'],
  ['/offices/summerlin', 'office'],
  ['/offices/summerlin/our-team', 'office'],
  ['/offices/summerlin/blog', 'blog'],
  ['/blog/2023/04/11/a-post', 'blog'],
  ['/services/painting', 'services'],
  ['/packages', 'packages'],
  ['/careers', 'content'],
])('%s is a %s page', (path, kind) => expect(pageKindOf(path)).toBe(kind));
