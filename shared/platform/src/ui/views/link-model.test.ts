import { linkModel } from './link-model';

test('a site page: its root-relative path, opened in the app, with its link text', () => {
  expect(linkModel({ Name: 'careers', Link: 'Careers', URL: 'careers' })).toEqual({ href: '/careers', kind: 'in-app', text: 'Careers' });
});

test('without link text the name is the text; newTab opens a site page in a new tab', () => {
  expect(linkModel({ Name: 'blog', URL: 'blog' }, true)).toEqual({ href: '/blog', kind: 'new-tab', text: 'blog' });
});

test('virtual links go to their CustomURL in a new tab; tel links open in place', () => {
  expect(linkModel({ Name: 'shop', Link: 'Shop', URL: 'shop', Schema: 'VirtualLink', CustomURL: 'https://shop.example/' })).toEqual({
    href: 'https://shop.example/',
    kind: 'new-tab',
    text: 'Shop',
  });
  expect(linkModel({ Name: 'call', URL: 'tel:18663496946' })).toEqual({ href: 'tel:18663496946', kind: 'contact', text: 'call' });
});

test('no link without an address, or with a refused scheme', () => {
  expect(linkModel(undefined)).toBeNull();
  expect(linkModel({ Name: 'empty', URL: '' })).toBeNull();
  expect(linkModel({ Name: 'bad', URL: 'javascript:alert(1)' })).toBeNull();
});
