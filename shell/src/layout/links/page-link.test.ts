import { isCurrentPage, linkHref, linkKind, linkText } from './page-link';

test('site pages link to their site-relative URL; the text is Link, else Name', () => {
  const page = { Name: 'careers', URL: 'careers', Link: 'Careers', Schema: 'DetailPage' };
  expect(linkHref(page)).toBe('/careers');
  expect(linkKind(page)).toBe('site');
  expect(linkText(page)).toBe('Careers');
  expect(linkText({ Name: 'blog', URL: '/blog' })).toBe('blog');
  expect(linkHref({ Name: 'blog', URL: '/blog' })).toBe('/blog');
  expect(linkHref({ Name: 'home', URL: '' , CustomURL: ''})).toBe('/');
});

test('a VirtualLink uses its CustomURL and opens a new tab', () => {
  const page = { Name: 'hardware', URL: 'hardware', Schema: 'VirtualLink', CustomURL: 'https://hardware.example/' };
  expect(linkHref(page)).toBe('https://hardware.example/');
  expect(linkKind(page)).toBe('newTab');
});

test('other sites open a new tab; tel and mailto stay; other schemes and empty links are not linked', () => {
  expect(linkKind({ Name: 'x', URL: 'https://elsewhere.example' })).toBe('newTab');
  expect(linkKind({ Name: 'x', URL: 'tel:18663496946' })).toBe('contact');
  expect(linkKind({ Name: 'x', URL: 'javascript:alert(1)' })).toBe('none');
  expect(linkKind({ Name: 'x', URL: '' })).toBe('none');
});

test('the current page is the one shown, ignoring case and a trailing slash; anchors are never current', () => {
  expect(isCurrentPage('/careers', '/Careers/')).toBe(true);
  expect(isCurrentPage('/', '/')).toBe(true);
  expect(isCurrentPage('/services#search-by-room', '/services')).toBe(false);
  expect(isCurrentPage('/services', '/services/painting')).toBe(false);
});
