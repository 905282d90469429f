import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderRoute } from '@handyman/testing';
import OfficeFinderPage from './OfficeFinderPage';
import { OFFICES, OFFICES_PAGE, officesEnvelope } from '../../testing/office-finder-kit';

function serveContent(offices: unknown = OFFICES) {
  return mockFetch({ 'GET /api/page': officesEnvelope(OFFICES_PAGE), 'GET /localoffice/orderby/state': offices });
}

function renderFinder(url = '/offices') {
  const user = userEvent.setup();
  return { user, ...renderRoute(<OfficeFinderPage />, { url }) };
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

// A navigation from a submit handler makes React build the form's FormData; under jest-fixed-jsdom
// that is undici's FormData, which cannot read a jsdom form (browsers have no such gap).
const NativeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NativeFormData {
    constructor() {
      super();
    }
  };
});
afterAll(() => {
  globalThis.FormData = NativeFormData;
});

test('shows the page content, the ZIP finder and every office under its state', async () => {
  serveContent();
  renderFinder();
  expect(await screen.findByRole('heading', { level: 1, name: 'Find A Handyman Near You' })).toBeInTheDocument();
  expect(screen.getByText('Every office is locally owned.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toBeInTheDocument();

  const nevada = await screen.findByRole('region', { name: 'Nevada' });
  expect(within(nevada).getByRole('heading', { level: 2, name: 'Nevada' })).toHaveAttribute('id', 'NV');
  expect(within(nevada).getByText('2 offices')).toBeInTheDocument();
  const names = within(nevada)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(names).toEqual(['Brightwood Handyman of Henderson', 'Brightwood Handyman of Summerlin']);
  // The page's outline: the ZIP finder, then the states A to Z.
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Enter your zip code',
    'Arizona',
    'Nevada',
    'Texas',
  ]);
});

test('asks for the list of offices while the page content is still on its way', async () => {
  let answerPage: (response: Response) => void = () => undefined;
  const fetchMock = mockFetch({
    'GET /api/page': () => new Promise<Response>((resolve) => (answerPage = resolve)),
    'GET /localoffice/orderby/state': OFFICES,
  });
  renderFinder();
  const asked = () => fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname);
  await waitFor(() => expect(asked()).toContain('/localoffice/orderby/state'));
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

  await act(async () => answerPage(jsonResponse(officesEnvelope(OFFICES_PAGE))));
  expect(await screen.findByRole('heading', { level: 1, name: 'Find A Handyman Near You' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Nevada' })).toBeInTheDocument();
  expect(asked().filter((path) => path === '/localoffice/orderby/state')).toHaveLength(1);
});

test('each office links to its home page, its phone and its online booking', async () => {
  serveContent();
  renderFinder();
  const card = (await screen.findByRole('link', { name: 'Brightwood Handyman of Summerlin' })).closest('li')!;
  expect(within(card).getByRole('link', { name: 'Brightwood Handyman of Summerlin' })).toHaveAttribute('href', '/offices/summerlin');
  expect(within(card).getByText('Las Vegas, NV')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Call Brightwood Handyman of Summerlin at (702) 555-0142' })).toHaveAttribute(
    'href',
    'tel:7025550142',
  );
  expect(within(card).getByRole('link', { name: 'Book online with Brightwood Handyman of Summerlin' })).toHaveAttribute(
    'href',
    'https://book.example/summerlin',
  );
});

test('an office whose links are not web or site addresses gets no script in its hrefs', async () => {
  const unsafe = { ...OFFICES[1]!, HomePageLink: { URL: 'javascript:alert(1)' }, SchedulePageLink: { URL: 'javascript:alert(2)' } };
  serveContent([unsafe]);
  renderFinder();
  const card = (await screen.findByText('Las Vegas, NV')).closest('li')!;
  expect(within(card).getByRole('heading', { level: 3, name: 'Brightwood Handyman of Summerlin' })).toBeInTheDocument();
  expect(within(card).queryByRole('link', { name: 'Brightwood Handyman of Summerlin' })).toBeNull();
  expect(within(card).getByRole('link', { name: 'Book online with Brightwood Handyman of Summerlin' })).toHaveAttribute(
    'href',
    'http://schedule.test/book',
  );
  expect(card.querySelector('a[href^="javascript"]')).toBeNull();
});

test('noFranchises=true shows the not-in-your-area notice as a status, above the offices', async () => {
  serveContent();
  renderFinder('/offices?noFranchises=true');
  const notice = await screen.findByTestId('no-franchises-notice');
  expect(notice).toHaveAttribute('role', 'status');
  expect(notice).toHaveTextContent('We are not in your area yet.');
  const firstState = await screen.findByRole('heading', { level: 2, name: 'Arizona' });
  expect(notice.compareDocumentPosition(firstState) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('without the flag there is no notice', async () => {
  serveContent();
  renderFinder('/offices');
  await screen.findByRole('heading', { level: 2, name: 'Arizona' });
  expect(screen.queryByTestId('no-franchises-notice')).toBeNull();
});

test('#NV highlights Nevada, scrolls to it and gives its heading focus', async () => {
  serveContent();
  renderFinder('/offices#NV');
  const nevada = await screen.findByRole('region', { name: 'Nevada' });
  expect(nevada).toHaveAttribute('data-highlighted', 'true');
  expect(screen.getByRole('region', { name: 'Texas' })).not.toHaveAttribute('data-highlighted');
  await waitFor(() => expect(scrollTo).toHaveBeenCalled());
  expect(screen.getByRole('heading', { level: 2, name: 'Nevada' })).toHaveFocus();
});

test('the chooser lists all 59 states and territories and jumps to the one chosen', async () => {
  serveContent();
  const { user, router } = renderFinder();
  const chooser = await screen.findByRole('combobox', { name: 'Choose your state' });
  expect(within(chooser).getAllByRole('option')).toHaveLength(60);
  expect(within(chooser).getByRole('option', { name: 'Nevada (2 offices)' })).toBeInTheDocument();

  await user.selectOptions(chooser, 'TX');
  await user.click(screen.getByRole('button', { name: 'Show offices' }));
  expect(router.state.location.hash).toBe('#TX');
  expect(screen.getByRole('region', { name: 'Texas' })).toHaveAttribute('data-highlighted', 'true');
});

test('a state without offices says so and offers the national number', async () => {
  serveContent();
  const { user } = renderFinder();
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Choose your state' }), 'OR');
  await user.click(screen.getByRole('button', { name: 'Show offices' }));
  const notice = screen.getByText(/We don’t have an office in Oregon yet./).closest('[role="status"]')!;
  expect(within(notice as HTMLElement).getByRole('link', { name: '866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
});

test('quick links jump to the states with offices', async () => {
  serveContent();
  const { user, router } = renderFinder();
  const quick = await screen.findByRole('navigation', { name: 'States with offices' });
  expect(
    within(quick)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Arizona', 'Nevada', 'Texas']);
  await user.click(within(quick).getByRole('link', { name: 'Arizona' }));
  expect(router.state.location.hash).toBe('#AZ');
});

test('when the office list fails to load, a retry brings it', async () => {
  let fail = true;
  serveContent(() => (fail ? new Response('down', { status: 503 }) : jsonResponse(OFFICES)));
  const { user } = renderFinder();
  expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('We couldn’t load the list of offices just now.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Nevada' })).toBeInTheDocument();
});

test('a change of hash on the page moves the highlight', async () => {
  serveContent();
  const { router } = renderFinder('/offices#AZ');
  await screen.findByRole('region', { name: 'Arizona' });
  await act(() => router.navigate('/offices#TX'));
  expect(screen.getByRole('region', { name: 'Texas' })).toHaveAttribute('data-highlighted', 'true');
  expect(screen.getByRole('region', { name: 'Arizona' })).not.toHaveAttribute('data-highlighted');
});
