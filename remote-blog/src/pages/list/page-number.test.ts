import { isPageRedirect } from '@handyman/platform/base';
import { loaderArgs } from '../../testing/loader-args';
import { pageNumber } from './page-number';

/** Where pageNumber moves the visitor for an address, or the page number it reads. */
function read(address: string, page?: string): number | string {
  try {
    return pageNumber(loaderArgs(address, page === undefined ? {} : { page }));
  } catch (error) {
    if (isPageRedirect(error)) return error.location;
    throw error;
  }
}

test('page 1 of every blog list moves to the list itself, query kept: one address per page', () => {
  expect(read('/blog/page/1', '1')).toBe('/blog');
  expect(read('/blog/category/painting/page/1', '1')).toBe('/blog/category/painting');
  expect(read('/blog/author/marcusbell/page/1?utm_source=x', '1')).toBe('/blog/author/marcusbell?utm_source=x');
  expect(read('/blog/page/1/search/deck', '1')).toBe('/blog/search/deck');
  expect(read('/offices/summerlin/blog/page/1', '1')).toBe('/offices/summerlin/blog');
  expect(read('/blog/page/01', '01')).toBe('/blog');
  // A category whose name reads "page" keeps its name.
  expect(read('/blog/category/page/page/1', '1')).toBe('/blog/category/page');
});

test('other pages are numbers; no page is 1; anything else is not found', () => {
  expect(read('/blog')).toBe(1);
  expect(read('/blog/page/2', '2')).toBe(2);
  expect(read('/blog/page/10000', '10000')).toBe(10000);
  for (const page of ['0', '-1', '2.5', 'two', '10001'])
    expect(() => read(`/blog/page/${page}`, page)).toThrow(expect.objectContaining({ name: 'NotFoundError' }));
});
