import { setRuntimeConfig } from '@handyman/platform';
import { TEST_CONFIG } from '@handyman/testing';
import { applyBrandIcons, brandIconLinks } from './brand-icons';
import { headSettings, INDEX_HEAD } from '../testing/settings-fixtures';

const icons = () =>
  Array.from(document.head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')).map((link) => ({
    rel: link.getAttribute('rel'),
    sizes: link.getAttribute('sizes'),
    type: link.getAttribute('type'),
    href: link.getAttribute('href'),
  }));

beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
  document.head.innerHTML = INDEX_HEAD;
});

test('the three favicons come from the media host, replacing the placeholder icon', () => {
  applyBrandIcons(headSettings().GlobalSettings);
  expect(icons()).toEqual([
    { rel: 'icon', sizes: '16x16', type: 'image/png', href: 'http://media.test/media/Images/Favicons/favicon-16x16.png' },
    { rel: 'icon', sizes: '32x32', type: 'image/png', href: 'http://media.test/media/Images/Favicons/favicon-32x32.png' },
    { rel: 'apple-touch-icon', sizes: '180x180', type: 'image/png', href: 'http://media.test/media/Images/Favicons/apple-touch-icon.png' },
  ]);
});

test('applied again (new settings), the icons are updated, not added', () => {
  applyBrandIcons(headSettings().GlobalSettings);
  const global = headSettings().GlobalSettings;
  applyBrandIcons({ ...global, FavIcon32x32: { Value: 'Images/Favicons/new-32.svg', Width: '32', Height: '32' } });
  expect(icons()).toHaveLength(3);
  expect(icons()[1]).toEqual({
    rel: 'icon',
    sizes: '32x32',
    type: 'image/svg+xml',
    href: 'http://media.test/media/Images/Favicons/new-32.svg',
  });
});

test('the theme colour updates the one theme-color meta tag', () => {
  applyBrandIcons({ ...headSettings().GlobalSettings, ThemeColor: { Value: '#b01020' } });
  const metas = document.head.querySelectorAll('meta[name="theme-color"]');
  expect(metas).toHaveLength(1);
  expect(metas[0]).toHaveAttribute('content', '#b01020');
});

test('without favicons in the settings the placeholder icon stays', () => {
  applyBrandIcons({ ...headSettings().GlobalSettings, FavIcon16x16: { Value: '' }, FavIcon32x32: { Value: '' } });
  expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', 'data:,');
});

test("on the server's HTML, which has the brand's icons and colour already, nothing in the head changes", async () => {
  const global = headSettings().GlobalSettings;
  // As the server writes the head (shell/src/server/document.ts): no placeholder, the brand's links.
  document.head.innerHTML =
    '<meta name="theme-color" content="#d02030"><title>Home</title>' +
    brandIconLinks(global)
      .map(({ rel, sizes, type, href }) => `<link rel="${rel}" sizes="${sizes}"${type ? ` type="${type}"` : ''} href="${href}">`)
      .join('');
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(document.head, { subtree: true, childList: true, attributes: true });
  applyBrandIcons(global);
  await Promise.resolve();
  observer.disconnect();
  expect(changes).toEqual([]);
  expect(icons()).toHaveLength(3);
});
