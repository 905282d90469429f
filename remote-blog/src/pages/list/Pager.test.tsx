import { screen } from '@testing-library/react';
import { renderRoute } from '@handyman/testing';
import { Pager } from './Pager';
import { pagerView, pagerWindow } from './pager-view';

const href = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`);

test.each([
  [1, 10, [1, 2, 3]],
  [2, 10, [1, 2, 3]],
  [5, 10, [4, 5, 6]],
  [10, 10, [8, 9, 10]],
  [1, 2, [1, 2]],
])('page %p of %p shows links %p', (page, total, expected) => {
  expect(pagerWindow(page, total)).toEqual(expected);
});

test('previous and next appear only where there is a page to go to', () => {
  renderRoute(<Pager pager={pagerView(1, 4, href)} />);
  expect(screen.queryByRole('link', { name: '< previous' })).toBeNull();
  expect(screen.getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/page/2');
  expect(screen.getByText('1')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', '/blog/page/3');
});

test('the last page links back but not on', () => {
  expect(pagerView(4, 4, href)).toEqual({
    previous: '/blog/page/3',
    pages: [
      { number: 2, href: '/blog/page/2', current: false },
      { number: 3, href: '/blog/page/3', current: false },
      { number: 4, href: '/blog/page/4', current: true },
    ],
  });
});

test('a single page needs no pager', () => {
  expect(pagerView(1, 1, href)).toBeNull();
  const { container } = renderRoute(<Pager pager={null} />);
  expect(container).toBeEmptyDOMElement();
});
