import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { setRuntimeConfig } from '@handyman/platform';
import { type PageLink } from '@handyman/contracts';
import { renderRoute, TEST_CONFIG } from '@handyman/testing';
import { Breadcrumb, BreadcrumbView } from './Breadcrumb';

const trail: PageLink[] = [
  { Name: 'Home', URL: '', Schema: 'HomePage', Link: 'Home' },
  { Name: 'Why Choose Us', URL: 'why-choose-us', Schema: 'DetailPage' },
  { Name: 'Our Story', URL: 'why-choose-us/our-story', Schema: 'DetailPage' },
];

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

// Up to 768 px the stylesheet folds the trail when the browser runs script (Breadcrumb.module.css);
// these tests hold what it reads. Browser tests look at the folding itself.

test('the fold is the stylesheet’s, from the first paint when script runs: hydration has nothing to move', () => {
  const css = readFileSync(path.join(__dirname, 'Breadcrumb.module.css'), 'utf8');
  const fold = css.slice(css.indexOf('@media (max-width: 768px) and (scripting: enabled)'));
  expect(fold).toMatch(
    /^@media \(max-width: 768px\) and \(scripting: enabled\) \{\s*\.breadcrumb\[data-expanded='false'\] \.moreItem \{\s*display: flex;/,
  );
  expect(fold).toMatch(/\.breadcrumb\[data-expanded='false'\] \.folded \{\s*display: none;/);
  expect(css).not.toContain('data-live');
});

test('a trail of more than two items marks its middle items foldable; the ellipsis expands it', async () => {
  const user = userEvent.setup();
  renderRoute(<Breadcrumb pages={trail} />, { url: '/why-choose-us/our-story' });
  expect(nav()).toHaveAttribute('data-expanded', 'false');
  expect(within(nav()).getByRole('link', { name: 'Why Choose Us' }).closest('li')).toHaveClass('folded');
  expect(within(nav()).getByText('Our Story').closest('li')).not.toHaveClass('folded');
  const more = within(nav()).getByRole('button', { name: 'Show the full breadcrumb trail' });
  expect(more).toHaveAttribute('aria-expanded', 'false');

  await user.click(more);
  expect(nav()).toHaveAttribute('data-expanded', 'true');
  expect(within(nav()).getByRole('link', { name: 'Why Choose Us' })).toHaveFocus();
});

test('a trail of two items never folds', () => {
  renderRoute(<Breadcrumb pages={trail.slice(0, 2)} />);
  expect(within(nav()).queryByRole('button')).toBeNull();
  expect(within(nav()).getByText('Why Choose Us')).toHaveAttribute('aria-current', 'page');
  expect(nav().querySelector('.folded')).toBeNull();
});

test('expanding holds for the page it was pressed on: the next page starts folded again', async () => {
  const user = userEvent.setup();
  const { router } = renderRoute(<Breadcrumb pages={trail} />, { url: '/why-choose-us/our-story' });
  await user.click(within(nav()).getByRole('button', { name: 'Show the full breadcrumb trail' }));
  expect(nav()).toHaveAttribute('data-expanded', 'true');
  await act(() => router.navigate('/why-choose-us/elsewhere'));
  expect(nav()).toHaveAttribute('data-expanded', 'false');
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

test('BreadcrumbView renders trail items it is given, the last as the current page', () => {
  const items = [
    { label: 'Find A Handyman', href: '/offices' },
    { label: 'Summerlin', href: null },
  ];
  renderRoute(<BreadcrumbView items={items} structuredData={false} />, { url: '/offices/summerlin' });
  expect(within(nav()).getByRole('link', { name: 'Find A Handyman' })).toHaveAttribute('href', '/offices');
  expect(within(nav()).getByText('Summerlin')).toHaveAttribute('aria-current', 'page');
});
