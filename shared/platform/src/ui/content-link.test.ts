import { isCurrentPage, linkHref, linkText, resolveLink } from './content-link';

test('site pages link to their site-relative URL; the text is Link, else Name', () => {
  const page = { Name: 'careers', URL: 'careers', Link: 'Careers', Schema: 'DetailPage' };
  expect(linkHref(page)).toBe('/careers');
  expect(resolveLink(page)).toEqual({ href: '/careers', kind: 'in-app' });
  expect(linkText(page)).toBe('Careers');
  expect(linkText({ Name: 'blog', URL: '/blog' })).toBe('blog');
  expect(linkHref({ Name: 'blog', URL: '/blog' })).toBe('/blog');
  expect(linkHref({ Name: 'home', URL: '', CustomURL: '' })).toBe('/');
});

test('a VirtualLink uses its CustomURL and opens a new tab; so does any link asked to', () => {
  const page = { Name: 'hardware', URL: 'hardware', Schema: 'VirtualLink', CustomURL: 'https://hardware.example/' };
  expect(linkHref(page)).toBe('https://hardware.example/');
  expect(resolveLink(page)).toEqual({ href: 'https://hardware.example/', kind: 'new-tab' });
  expect(resolveLink({ Name: 'jobs', URL: 'careers' }, true)).toEqual({ href: '/careers', kind: 'new-tab' });
});

test('other sites open a new tab; tel and mailto stay; empty links are not linked', () => {
  expect(resolveLink({ Name: 'x', URL: 'https://elsewhere.example' })?.kind).toBe('new-tab');
  expect(resolveLink({ Name: 'x', URL: '//elsewhere.example/a' })?.kind).toBe('new-tab');
  expect(resolveLink({ Name: 'x', URL: 'tel:18663496946' })).toEqual({ href: 'tel:18663496946', kind: 'contact' });
  expect(resolveLink({ Name: 'x', URL: 'MAILTO:help@example.com' })?.kind).toBe('contact');
  expect(resolveLink({ Name: 'x', URL: '' })).toBeNull();
  expect(resolveLink(undefined)).toBeNull();
});

test.each([
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://files.example',
])('a %p address is refused: no link, no href', (url) => {
  expect(resolveLink({ Name: 'x', URL: url })).toBeNull();
  expect(resolveLink({ Name: 'x', URL: 'x', Schema: 'VirtualLink', CustomURL: url })).toBeNull();
  expect(linkHref({ Name: 'x', URL: url })).toBe('');
});

test.each([
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  '/offices\r\nLocation: //evil.example',
  'https://ok.example\\@evil.example',
  '\u0000/offices',
])('an address with a control character or a backslash in a URL (%j) is refused', (url) => {
  expect(resolveLink({ Name: 'x', URL: url })).toBeNull();
  expect(linkHref({ Name: 'x', URL: url })).toBe('');
});

test('a path that a browser would read as another host stays on this site', () => {
  expect(linkHref({ Name: 'x', URL: '/\\evil.example' })).toBe('/evil.example');
  expect(linkHref({ Name: 'x', URL: '\\\\evil.example' })).toBe('/evil.example');
});

test('the current page is the one shown, ignoring case and a trailing slash; anchors are never current', () => {
  expect(isCurrentPage('/careers', '/Careers/')).toBe(true);
  expect(isCurrentPage('/', '/')).toBe(true);
  expect(isCurrentPage('/services#search-by-room', '/services')).toBe(false);
  expect(isCurrentPage('/services', '/services/painting')).toBe(false);
});
