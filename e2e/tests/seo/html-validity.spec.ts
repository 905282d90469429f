import { expect, test } from '@playwright/test';
import { PAGE_TYPES } from '../../support/ssr-pages';
import { htmlErrors } from '../../support/seo-validators';

// The Nu HTML Checker on the server's HTML of every page type (its CSS checks aside: it does not
// know container queries). Needs Java.

/** Page types beyond the server-rendering list's: the ones only the SEO work touches. */
const MORE_PAGES = [
  { name: 'office blog', path: '/offices/summerlin/blog' },
  { name: 'office offers', path: '/offices/summerlin/offers' },
  { name: 'office reviews', path: '/offices/summerlin/reviews' },
  { name: 'office our work', path: '/offices/summerlin/our-work' },
  { name: 'campaign page', path: '/offices/summerlin/campaign/summer-ready' },
  { name: 'blog search', path: '/blog/search/deck' },
  { name: 'blog author', path: '/blog/author/marcusbell' },
  { name: 'blog year, page 2', path: '/blog/year/2023/page/2' },
  { name: 'empty blog filter (404)', path: '/blog/category/nothing' },
  { name: 'not-found page', path: '/no-such-page' },
  { name: 'office data (local.json)', path: '/offices/summerlin/local.json' },
];

test('the server HTML of every page type has no HTML error', async ({ request }) => {
  test.setTimeout(90_000);
  const pages = await Promise.all(
    [...PAGE_TYPES, ...MORE_PAGES].map(async ({ name, path }) => ({
      name: `${name} (${path})`,
      html: await (await request.get(path)).text(),
    })),
  );
  const errors = await htmlErrors(pages);
  expect(errors).toEqual([]);
  // The checker runs and reports: a page with a broken element is refused.
  const [broken] = await htmlErrors([{ name: 'broken', html: '<!doctype html><html lang="en"><title>x</title><p><div></span>' }]);
  expect(broken?.message).toBeTruthy();
});
