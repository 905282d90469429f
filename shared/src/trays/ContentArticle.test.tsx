import { screen, waitFor, within } from '@testing-library/react';
import { envelope, jsonResponse, mockFetch } from '../testing/mock-fetch';
import { renderRoute } from '../testing/render';
import { ContentArticle } from './ContentArticle';

test('any page shows its breadcrumb, heading, copy and trays', async () => {
  mockFetch({
    'GET /api/page': {
      path: 'test-form-fill-page',
      totalResults: 1,
      results: [
        {
          DetailPage: {
            Name: 'Test',
            Title: 'Form test',
            URL: 'test-form-fill-page',
            SURL: 'test-form-fill-page',
            BreadcrumbNavigation: { Page: [{ Name: 'Home', URL: '', Schema: 'HomePage' }, { Name: 'test-form-fill-page', URL: 'test-form-fill-page', Schema: 'DetailPage' }] },
            Heading: { Value: 'Try the form' },
            Copy: { Value: '<p>For testing.</p>' },
            Trays: [{ TrayName: 'BodyCopyTray', Heading: { Value: 'Notes' }, Copy: { Value: 'None' } }],
          },
        },
      ],
    },
  });
  renderRoute(<ContentArticle />, { url: '/test-form-fill-page' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Try the form' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('test form fill page')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('For testing.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();
});

const OFFICE = {
  FranchiseHomePage: {
    Name: 'Summerlin',
    Title: 'Summerlin',
    URL: 'offices/summerlin',
    SURL: 'offices/summerlin',
    FranchiseCorporateControl: {
      FranchiseName: { Value: 'Brightwood Handyman of Summerlin' },
      City: { Value: 'Las Vegas' },
      State: { Value: 'Nevada' },
      StateAbbreviation: { Value: 'NV' },
      PhoneNumber: { Value: '702-555-0142' },
    },
  },
};

const trail = (...pages: [string, string, string][]) => ({ Page: pages.map(([Name, URL, Schema]) => ({ Name, URL, Schema })) });

const OFFICE_PAGES: Record<string, unknown> = {
  'offices/summerlin': OFFICE,
  'offices/summerlin/news-and-events': {
    FranchiseDetailPage: {
      Name: 'News and Events',
      Title: 'News from {FranchiseName}',
      URL: 'offices/summerlin/news-and-events',
      SURL: 'offices/summerlin/news-and-events',
      FranchiseHomePath: 'offices/summerlin',
      BreadcrumbNavigation: trail(['Home', '', 'HomePage'], ['Summerlin', 'offices/summerlin', 'FranchiseHomePage'], ['News and Events', 'offices/summerlin/news-and-events', 'FranchiseDetailPage']),
      Heading: { Value: 'News in {City}' },
      Copy: { Value: '<p>{FranchiseName} is hiring. Call {Phone}.</p>' },
      Trays: [{ TrayName: 'BodyCopyTray', Heading: { Value: 'Serving {City}, {StateAbbreviation}' }, Copy: { Value: '<p>Ask for {FranchiseName}.</p>' } }],
    },
  },
  'offices/summerlin/blog': {
    FranchiseBlogIndex: {
      Name: 'Blog',
      Title: 'Home Tips From {FranchiseName}',
      URL: 'offices/summerlin/blog',
      SURL: 'offices/summerlin/blog',
      FranchiseHomePath: 'offices/summerlin',
      Heading: { Value: '{City} Home Tips' },
      Navigation: { Page: [] },
    },
  },
};

function serveOffice() {
  return mockFetch({
    'GET /api/page': (request: Request) => {
      const page = OFFICE_PAGES[new URL(request.url).searchParams.get('path') ?? ''];
      return page ? jsonResponse(envelope([page])) : jsonResponse(envelope([]), 404);
    },
  });
}

/** The article's visible text (structured-data scripts left out). */
function articleText(): string {
  const copy = screen.getByRole('article').cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script').forEach((script) => script.remove());
  return copy.textContent ?? '';
}

test('an office content page fills the office’s values into its heading, copy and trays', async () => {
  serveOffice();
  renderRoute(<ContentArticle />, { url: '/offices/summerlin/news-and-events' });
  expect(await screen.findByRole('heading', { level: 1, name: 'News in Las Vegas' })).toBeInTheDocument();
  expect(screen.getByText('Brightwood Handyman of Summerlin is hiring. Call (702) 555-0142.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Serving Las Vegas, NV' })).toBeInTheDocument();
  expect(screen.getByText('Ask for Brightwood Handyman of Summerlin.')).toBeInTheDocument();
  expect(articleText()).not.toContain('{');
  await waitFor(() => expect(document.title).toBe('News from Brightwood Handyman of Summerlin'));
});

test('a franchise blog list (remote-blog renders it with ContentArticle) gets the office’s values too', async () => {
  serveOffice();
  renderRoute(<ContentArticle />, { url: '/offices/summerlin/blog' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Las Vegas Home Tips' })).toBeInTheDocument();
  expect(articleText()).not.toContain('{');
});

test('raw placeholders never flash while the office is still loading', async () => {
  let answerOffice: () => void = () => undefined;
  const officeAnswered = new Promise<void>((resolve) => (answerOffice = resolve));
  mockFetch({
    'GET /api/page': async (request: Request) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      if (path === 'offices/summerlin') await officeAnswered;
      return jsonResponse(envelope([OFFICE_PAGES[path]]));
    },
  });
  renderRoute(<ContentArticle />, { url: '/offices/summerlin/news-and-events' });
  await waitFor(() => expect(screen.queryByText(/\{City\}|\{FranchiseName\}/)).toBeNull());
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  answerOffice();
  expect(await screen.findByRole('heading', { level: 1, name: 'News in Las Vegas' })).toBeInTheDocument();
});

test('a corporate page keeps its text as written', async () => {
  mockFetch({
    'GET /api/page': envelope([{ DetailPage: { Name: 'Partners', Title: 'Partners', URL: 'resources/partners', SURL: 'resources/partners', Heading: { Value: 'Find {FranchiseName} near you' }, Copy: { Value: '<p>Call {Phone}.</p>' } } }]),
  });
  renderRoute(<ContentArticle />, { url: '/resources/partners' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Find {FranchiseName} near you' })).toBeInTheDocument();
  expect(screen.getByText('Call {Phone}.')).toBeInTheDocument();
});
