import { screen, within } from '@testing-library/react';
import type { DetailPage } from '@handyman/contracts';
import { envelope, jsonResponse, mockFetch } from '@handyman/testing';
import { renderShellPage } from '../../testing/shell-page-kit';

const page = (overrides: Partial<DetailPage> = {}): DetailPage => ({
  Name: 'Our Story',
  Title: 'Our Story',
  Description: 'How a hardware store became a handyman company.',
  URL: 'why-choose-us/our-story',
  SURL: 'why-choose-us/our-story',
  BreadcrumbNavigation: {
    Page: [
      { Name: 'Home', URL: '', Schema: 'HomePage' },
      { Name: 'Why Choose Us', URL: 'why-choose-us', Schema: 'DetailPage' },
      { Name: 'Our Story', URL: 'why-choose-us/our-story', Schema: 'DetailPage' },
    ],
  },
  Heading: { Value: 'Our Story' },
  Banner: {
    Heading: { Value: 'Our Story' },
    Subheading: { Value: 'From the hardware aisle' },
    BackgroundImage: { Value: 'Images/Banners/our-story.svg', Width: '1600', Height: '500' },
  },
  Copy: { Value: '<p>In 1952 a hardware store opened.</p>' },
  AsideImage: { Value: 'Images/aside.svg', AlternateText: 'A workbench', Width: '500', Height: '300' },
  Trays: [
    { TrayName: 'BodyCopyTray', Heading: { Value: 'Milestones' }, Copy: { Value: '<ul><li>1952</li></ul>' } },
    {
      TrayName: 'FAQAccordion',
      Heading: { Value: 'Questions' },
      AccordionItem: [{ Heading: { Value: 'Since when?' }, Copy: { Value: '1952' } }],
    },
  ],
  ...overrides,
});

/** Serves content pages by path; anything else is a 404 envelope. */
function serve(pages: Record<string, DetailPage>) {
  return mockFetch({
    'GET /api/page': (request: Request) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      const found = pages[path];
      return found ? jsonResponse(envelope([{ DetailPage: found }], { path })) : jsonResponse(envelope([], { path }), 404);
    },
  });
}

test('while the loader runs a loading state, then banner heading, breadcrumb, copy with aside image and trays', async () => {
  serve({ 'why-choose-us/our-story': page() });
  renderShellPage('/why-choose-us/our-story');
  expect(screen.getByRole('status')).toHaveTextContent('Loading');

  expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('From the hardware aisle')).toBeInTheDocument();
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'Why Choose Us' })).toHaveAttribute('href', '/why-choose-us');
  expect(within(breadcrumb).getByText('Our Story')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('In 1952 a hardware store opened.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'A workbench' })).toHaveAttribute('width', '500');
  expect(screen.getByRole('heading', { level: 2, name: 'Milestones' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Since when?' }).closest('details')).not.toHaveAttribute('open');
});

test('title and description come from the page', async () => {
  serve({ 'why-choose-us/our-story': page() });
  renderShellPage('/why-choose-us/our-story');
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toMatch(/^Our Story/);
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'How a hardware store became a handyman company.',
  );
});

test('a hero with overlay heads the page; a hero with other words leaves the h1 to the page heading', async () => {
  const hero = {
    BackgroundImage: { Value: 'Images/hero.svg', Width: '1600', Height: '500' },
    Heading: { Value: 'Why Choose Brightwood' },
    TextBoxBackgroundColor: { Value: 'Dark' as const },
  };
  serve({
    'why-choose-us': page({ Heading: { Value: 'Why Choose Brightwood' }, Banner: undefined, HeroWithOverlay: hero }),
    careers: page({ Heading: { Value: 'Careers at Brightwood' }, Banner: undefined, HeroWithOverlay: hero }),
  });
  const { unmount } = renderShellPage('/why-choose-us');
  expect(await screen.findByRole('heading', { level: 1, name: 'Why Choose Brightwood' })).toBeInTheDocument();
  unmount();

  renderShellPage('/careers');
  expect(await screen.findByRole('heading', { level: 1, name: 'Careers at Brightwood' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Brightwood' })).toBeInTheDocument();
});

test('without hero or banner the heading leads the page', async () => {
  serve({ careers: page({ Banner: undefined, Heading: { Value: 'Build a Career' } }) });
  renderShellPage('/careers');
  expect(await screen.findByRole('heading', { level: 1, name: 'Build a Career' })).toBeInTheDocument();
});

test('missing content shows the not-found page', async () => {
  serve({});
  renderShellPage('/resources/partners');
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  expect(screen.queryByTestId('content-page')).toBeNull();
});
