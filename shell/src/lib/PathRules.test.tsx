import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AtNormalAddress, PathRules } from './PathRules';
import { REDIRECT_NOINDEX_MS } from './noindex-window';

function renderAt(...entries: string[]) {
  const pagesSeen: string[] = [];
  const Page = () => {
    const { pathname, search, hash } = useLocation();
    pagesSeen.push(pathname);
    return <p data-testid="page">{`${pathname}${search}${hash}`}</p>;
  };
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PathRules />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '*',
            element: (
              <AtNormalAddress>
                <Page />
              </AtNormalAddress>
            ),
          },
        ],
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, pagesSeen };
}

const robots = () => Array.from(document.head.querySelectorAll('meta[name="robots"]')).map((meta) => meta.getAttribute('content'));

beforeEach(() => {
  document.head.innerHTML = '<title>Handyman Services</title>';
});

afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

test('an uppercase address is replaced by its lowercase form; query and hash are kept', () => {
  jest.useFakeTimers();
  const { router, pagesSeen } = renderAt('/', '/Resources/FAQs/?Ref=Mail#Top');
  expect(screen.getByTestId('page')).toHaveTextContent('/resources/faqs?Ref=Mail#Top');
  expect(router.state.historyAction).toBe('REPLACE');
  // The page never ran at the old address.
  expect(pagesSeen.every((path) => path === path.toLowerCase())).toBe(true);

  act(() => void router.navigate(-1));
  expect(screen.getByTestId('page')).toHaveTextContent(/^\/$/);
});

test('noindex,nofollow is present for about 100 ms while redirecting, then removed', () => {
  jest.useFakeTimers();
  renderAt('/Blog/Category/Home-Maintenance');
  expect(screen.getByTestId('page')).toHaveTextContent('/blog/category/home-maintenance');
  expect(robots()).toEqual(['noindex,nofollow']);
  act(() => jest.advanceTimersByTime(REDIRECT_NOINDEX_MS - 1));
  expect(robots()).toEqual(['noindex,nofollow']);
  act(() => jest.advanceTimersByTime(1));
  expect(robots()).toEqual([]);
});

test('a normal address is left alone and never marked noindex', () => {
  jest.useFakeTimers();
  const { router } = renderAt('/offices/summerlin?x=1#GetEstimateLink');
  expect(screen.getByTestId('page')).toHaveTextContent('/offices/summerlin?x=1#GetEstimateLink');
  expect(router.state.historyAction).toBe('POP');
  expect(robots()).toEqual([]);
});

test.each([
  ['/blog/', '/blog'],
  ['/offices/summerlin/our_team', '/offices/summerlin/our-team'],
  ['/offices/summerlin/contact-us.html', '/offices/summerlin'],
  ['/offices/summerlin/index.html#reviews', '/offices/summerlin#reviews'],
  ['/offices/summerlin/the-lakes-handyman-services', '/offices/summerlin/city/the-lakes'],
])('%s is replaced by %s', (from, to) => {
  jest.useFakeTimers();
  const { router } = renderAt(from);
  expect(screen.getByTestId('page')).toHaveTextContent(to);
  expect(router.state.historyAction).toBe('REPLACE');
});

test('following a link to an uppercase address: back goes to the page before it', async () => {
  jest.useFakeTimers();
  const { router } = renderAt('/services');
  await act(() => router.navigate('/Packages/'));
  expect(screen.getByTestId('page')).toHaveTextContent('/packages');
  await act(() => router.navigate(-1));
  expect(screen.getByTestId('page')).toHaveTextContent('/services');
});
