import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { setRuntimeConfig, type PageLink } from '@handyman/shared';
import { renderRoute } from '../testing/render';
import { TEST_CONFIG } from '../testing/test-config';
import { Breadcrumb, BREADCRUMB_COLLAPSE_QUERY } from './Breadcrumb';
import { mockMatchMedia, restoreMatchMedia } from './use-media-query.testing';

const trail: PageLink[] = [
  { Name: 'Home', URL: '', Schema: 'HomePage', Link: 'Home' },
  { Name: 'Why Choose Us', URL: 'why-choose-us', Schema: 'DetailPage' },
  { Name: 'Our Story', URL: 'why-choose-us/our-story', Schema: 'DetailPage' },
];

afterEach(restoreMatchMedia);

const nav = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

test('a home icon link named Home, ancestors as links, the current page as text', () => {
  renderRoute(<Breadcrumb pages={trail} />, { url: '/why-choose-us/our-story' });
  const links = within(nav()).getAllByRole('link');
  expect(links.map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Why Choose Us', '/why-choose-us'],
  ]);
  expect(within(nav()).getByText('Our Story')).toHaveAttribute('aria-current', 'page');
  expect(within(nav()).queryByRole('link', { name: 'Our Story' })).toBeNull();
});

test('at 768 px or narrower a trail of more than two items collapses; the ellipsis expands it', async () => {
  mockMatchMedia((query) => query === BREADCRUMB_COLLAPSE_QUERY);
  const user = userEvent.setup();
  renderRoute(<Breadcrumb pages={trail} />, { url: '/why-choose-us/our-story' });
  expect(within(nav()).queryByRole('link', { name: 'Why Choose Us' })).toBeNull();
  expect(within(nav()).getByText('Our Story')).toBeInTheDocument();
  const more = within(nav()).getByRole('button', { name: 'Show the full breadcrumb trail' });
  expect(more).toHaveAttribute('aria-expanded', 'false');

  await user.click(more);
  expect(within(nav()).getByRole('link', { name: 'Why Choose Us' })).toHaveFocus();
  expect(within(nav()).queryByRole('button')).toBeNull();
});

test('two items never collapse, and a wide screen shows the whole trail', () => {
  const media = mockMatchMedia((query) => query === BREADCRUMB_COLLAPSE_QUERY);
  const { unmount } = renderRoute(<Breadcrumb pages={trail.slice(0, 2)} />);
  expect(within(nav()).queryByRole('button')).toBeNull();
  expect(within(nav()).getByText('Why Choose Us')).toHaveAttribute('aria-current', 'page');
  unmount();

  renderRoute(<Breadcrumb pages={trail} />);
  expect(within(nav()).getByRole('button', { name: 'Show the full breadcrumb trail' })).toBeInTheDocument();
  act(() => media.set(() => false));
  expect(within(nav()).getByRole('link', { name: 'Why Choose Us' })).toBeInTheDocument();
  expect(within(nav()).queryByRole('button')).toBeNull();
});

test('BreadcrumbList structured data lists the visible trail with absolute URLs on the configured site base', () => {
  setRuntimeConfig({ ...TEST_CONFIG, siteBaseUrl: 'http://localhost/' });
  const { container } = renderRoute(<Breadcrumb pages={trail} />, { url: '/why-choose-us/our-story' });
  const script = container.querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script?.textContent ?? '{}') as { itemListElement: { position: number; name: string; item: string }[] };
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/' },
    { '@type': 'ListItem', position: 2, name: 'Why Choose Us', item: 'http://localhost/why-choose-us' },
    { '@type': 'ListItem', position: 3, name: 'Our Story', item: 'http://localhost/why-choose-us/our-story' },
  ]);
});

test('structured data text cannot close its script element', () => {
  const hostile: PageLink[] = [trail[0]!, { Name: '</script><script>alert(1)</script>', URL: 'x', Schema: 'DetailPage' }];
  const { container } = renderRoute(<Breadcrumb pages={hostile} />);
  expect(container.querySelectorAll('script')).toHaveLength(1);
  expect(container.querySelector('script')?.textContent).not.toContain('</script>');
});

test('nothing is shown without a trail', () => {
  const { container } = renderRoute(<Breadcrumb pages={undefined} />);
  expect(container).toBeEmptyDOMElement();
});
