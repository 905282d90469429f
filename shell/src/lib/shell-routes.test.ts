import { isUnderPrefixOf, ownerOf } from './shell-routes';

test.each([
  ['/', { kind: 'shell', page: 'home' }],
  ['/offices', { kind: 'shell', page: 'officeFinder' }],
  ['/offices/state/nevada', { kind: 'shell', page: 'officeState' }],
  ['/why-choose-us/our-story', { kind: 'shell', page: 'contentPage' }],
  ['/resources/a-page-content-adds-later', { kind: 'shell', page: 'contentPage' }],
  ['/resources/privacy-policy/sms-policy', { kind: 'shell', page: 'contentPage' }],
  ['/summerlin/services/painting', { kind: 'shell', page: 'officePrefix' }],
  ['/offices/summerlin', { kind: 'remote', remote: 'franchise' }],
  ['/offices/summerlin/city/the-lakes', { kind: 'remote', remote: 'franchise' }],
  ['/offices/summerlin/blog', { kind: 'remote', remote: 'blog' }],
  ['/offices/summerlin/blog/a-post', { kind: 'remote', remote: 'blog' }],
  ['/blog/2024/03/15/a-post', { kind: 'remote', remote: 'blog' }],
  ['/blog/a-page-the-blog-adds-later', { kind: 'remote', remote: 'blog' }],
  ['/services.html', { kind: 'remote', remote: 'catalog' }],
  ['/packages/fall-tune-up', { kind: 'remote', remote: 'catalog' }],
])('%s is served by %j', (path, owner) => {
  const found = ownerOf(path);
  expect(found?.kind === 'shell' ? { kind: 'shell', ...found.route, path: undefined } : found).toEqual(
    owner.kind === 'shell' ? { ...owner, path: undefined } : owner,
  );
});

test('an address no page or prefix claims has no owner (not found)', () => {
  expect(ownerOf('/nowhere/at/all')).toBeUndefined();
});

test("a remote's route counts only under its own prefixes", () => {
  expect(isUnderPrefixOf('blog', '/blog/guides')).toBe(true);
  expect(isUnderPrefixOf('blog', '/offices/:franchise/blog/:slug')).toBe(true);
  expect(isUnderPrefixOf('blog', '/services/guides')).toBe(false);
  expect(isUnderPrefixOf('blog', '/blogger')).toBe(false);
  expect(isUnderPrefixOf('catalog', '/')).toBe(false);
});
