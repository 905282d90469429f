import { screen, waitFor, within } from '@testing-library/react';
import {
  buildBreadcrumb,
  buildDetailPage,
  buildFranchiseBlogIndex,
  buildFranchiseHome,
  envelope,
  field,
  jsonResponse,
  mockFetch,
  renderRoute,
} from '@handyman/testing';
import { ContentArticle } from './ContentArticle';

test('any page shows its breadcrumb, heading, copy and trays', async () => {
  mockFetch({
    'GET /api/page': envelope(
      [
        {
          DetailPage: buildDetailPage({
            Name: 'Test',
            Title: 'Form test',
            URL: 'test-form-fill-page',
            SURL: 'test-form-fill-page',
            BreadcrumbNavigation: buildBreadcrumb(['Home', '', 'HomePage'], ['test-form-fill-page', 'test-form-fill-page', 'DetailPage']),
            Heading: field('Try the form'),
            Copy: field('<p>For testing.</p>'),
            Trays: [{ TrayName: 'BodyCopyTray', Heading: field('Notes'), Copy: field('None') }],
          }),
        },
      ],
      { path: 'test-form-fill-page' },
    ),
  });
  renderRoute(<ContentArticle />, { url: '/test-form-fill-page' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Try the form' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('test form fill page')).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getByText('For testing.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toBeInTheDocument();
});

const OFFICE_PAGES: Record<string, unknown> = {
  'offices/summerlin': { FranchiseHomePage: buildFranchiseHome() },
  'offices/summerlin/news-and-events': {
    FranchiseDetailPage: {
      Name: 'News and Events',
      Title: 'News from {FranchiseName}',
      URL: 'offices/summerlin/news-and-events',
      SURL: 'offices/summerlin/news-and-events',
      FranchiseHomePath: 'offices/summerlin',
      BreadcrumbNavigation: buildBreadcrumb(
        ['Home', '', 'HomePage'],
        ['Summerlin', 'offices/summerlin', 'FranchiseHomePage'],
        ['News and Events', 'offices/summerlin/news-and-events', 'FranchiseDetailPage'],
      ),
      Heading: field('News in {City}'),
      Copy: field('<p>{FranchiseName} is hiring. Call {Phone}.</p>'),
      Trays: [
        { TrayName: 'BodyCopyTray', Heading: field('Serving {City}, {StateAbbreviation}'), Copy: field('<p>Ask for {FranchiseName}.</p>') },
      ],
    },
  },
  'offices/summerlin/blog': {
    FranchiseBlogIndex: buildFranchiseBlogIndex({ Title: 'Home Tips From {FranchiseName}', Heading: field('{City} Home Tips') }),
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
    'GET /api/page': envelope([
      {
        DetailPage: buildDetailPage({
          Name: 'Partners',
          Title: 'Partners',
          URL: 'resources/partners',
          SURL: 'resources/partners',
          Heading: field('Find {FranchiseName} near you'),
          Copy: field('<p>Call {Phone}.</p>'),
        }),
      },
    ]),
  });
  renderRoute(<ContentArticle />, { url: '/resources/partners' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Find {FranchiseName} near you' })).toBeInTheDocument();
  expect(screen.getByText('Call {Phone}.')).toBeInTheDocument();
});
