import { screen } from '@testing-library/react';
import { renderRoute } from '@handyman/testing';
import { Pager, pagerWindow } from './Pager';

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
  const href = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`);
  renderRoute(<Pager page={1} totalPages={4} href={href} />);
  expect(screen.queryByRole('link', { name: '< previous' })).toBeNull();
  expect(screen.getByRole('link', { name: 'next >' })).toHaveAttribute('href', '/blog/page/2');
  expect(screen.getByText('1')).toHaveAttribute('aria-current', 'page');
});

test('a single page needs no pager', () => {
  const { container } = renderRoute(<Pager page={1} totalPages={1} href={() => '/blog'} />);
  expect(container).toBeEmptyDOMElement();
});
