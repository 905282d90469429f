import { toContentPath } from './content-path';

test.each([
  ['/', 'home'],
  ['', 'home'],
  ['/Offices/Summerlin/', 'offices/summerlin'],
  ['/offices/summerlin/contact_success', 'offices/summerlin/contact-success'],
  ['Resources/404', 'resources/404'],
  ['/blog?x=1#top', 'blog'],
])('%p is content path %p', (input, expected) => expect(toContentPath(input)).toBe(expected));
