import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@handyman/testing';
import { renderShellPage } from '../../testing/shell-page-kit';
import { finderService, manyOffices, OFFICES } from '../../testing/office-finder-kit';

function renderFinder(url = '/offices') {
  const user = userEvent.setup();
  return { user, ...renderShellPage(url) };
}

const asked = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return `${url.pathname}${url.search}`;
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

test('a small brand: the page content, the ZIP finder and every office under its state, each state linking to its page', async () => {
  const fetchMock = finderService();
  renderFinder();
  expect(await screen.findByRole('heading', { level: 1, name: 'Find A Handyman Near You' })).toBeInTheDocument();
  expect(screen.getByText('Every office is locally owned.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'ZIP code where the work is to be done' })).toBeInTheDocument();

  const nevada = await screen.findByRole('region', { name: 'Nevada' });
  expect(within(nevada).getByRole('link', { name: 'Nevada' })).toHaveAttribute('href', '/offices/state/nevada');
  expect(within(nevada).getByText('2 offices')).toBeInTheDocument();
  const names = within(nevada)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(names).toEqual(['Brightwood Handyman of Henderson', 'Brightwood Handyman of Summerlin']);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Enter your zip code',
    'Arizona',
    'Nevada',
    'Texas',
  ]);
  // The slim directory serves the list; the full office list with its ZIPs is never asked for.
  expect(asked(fetchMock)).toContain('/localoffice/directory');
  expect(asked(fetchMock).some((path) => path.startsWith('/localoffice/orderby'))).toBe(false);
});

test('a big brand: the states that have offices, each a link to its page with its count, and no office list', async () => {
  const fetchMock = finderService(manyOffices(61));
  renderFinder();
  const states = await screen.findByRole('navigation', { name: 'Offices by state' });
  const links = within(states).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Arizona30 offices', '/offices/state/arizona'],
    ['Nevada31 offices', '/offices/state/nevada'],
  ]);
  expect(screen.queryByRole('listitem', { name: /Office/ })).toBeNull();
  expect(asked(fetchMock).some((path) => path.startsWith('/localoffice/directory'))).toBe(false);
});

test('at most 60 offices are listed on the front page', async () => {
  finderService(manyOffices(60));
  renderFinder();
  expect(await screen.findByRole('region', { name: 'Nevada' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^View office for/ })).toHaveLength(60);
  expect(screen.queryByRole('navigation', { name: 'Offices by state' })).toBeNull();
});

test('each office links to its home page (a link that looks like one), its phone and a button to its page', async () => {
  finderService();
  renderFinder();
  const card = (await screen.findByRole('link', { name: 'Brightwood Handyman of Summerlin' })).closest('li')!;
  expect(within(card).getByRole('link', { name: 'Brightwood Handyman of Summerlin' })).toHaveAttribute('href', '/offices/summerlin');
  expect(within(card).getByText('Las Vegas, NV')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Call Brightwood Handyman of Summerlin at (702) 555-0142' })).toHaveAttribute(
    'href',
    'tel:7025550142',
  );
  expect(within(card).getByRole('link', { name: 'View office for Brightwood Handyman of Summerlin' })).toHaveAttribute(
    'href',
    '/offices/summerlin',
  );
});

test('an office whose link is not a web or site address gets no script in its hrefs', async () => {
  const unsafe = { ...OFFICES[1]!, HomePageLink: { URL: 'javascript:alert(1)' } };
  finderService([unsafe]);
  renderFinder();
  const card = (await screen.findByText('Las Vegas, NV')).closest('li')!;
  expect(within(card).getByRole('heading', { level: 3, name: 'Brightwood Handyman of Summerlin' })).toBeInTheDocument();
  expect(within(card).queryByRole('link', { name: 'Brightwood Handyman of Summerlin' })).toBeNull();
  expect(card.querySelector('a[href^="javascript"]')).toBeNull();
});

test('noFranchises=true shows the not-in-your-area notice as a status, above the offices', async () => {
  finderService();
  renderFinder('/offices?noFranchises=true');
  const notice = await screen.findByTestId('no-franchises-notice');
  expect(notice).toHaveAttribute('role', 'status');
  expect(notice).toHaveTextContent('We are not in your area yet.');
  const firstState = await screen.findByRole('heading', { level: 2, name: 'Arizona' });
  expect(notice.compareDocumentPosition(firstState) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('without the flag there is no notice', async () => {
  finderService();
  renderFinder('/offices');
  await screen.findByRole('heading', { level: 2, name: 'Arizona' });
  expect(screen.queryByTestId('no-franchises-notice')).toBeNull();
});

test.each([
  ['/offices#NV', '/offices/state/nevada', ''],
  ['/offices#nv', '/offices/state/nevada', ''],
])('%s (a hash only the browser sees) is replaced by the state’s page %s%s', async (url, pathname, search) => {
  finderService();
  const { router } = renderFinder(url);
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  expect(router.state.location.search).toBe(search);
  expect(router.state.action).toBe('REPLACE');
});

test.each([
  ['/offices?nearestMiles=80&state=NV#NV', '/offices/state/nevada', '?nearestMiles=80'],
  ['/offices?state=ny', '/offices/state/new-york', ''],
])('%s is redirected by the loader to the state’s page %s%s, its own page never shown', async (url, pathname, search) => {
  const fetchMock = finderService();
  const { router } = renderFinder(url);
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  expect(router.state.location.search).toBe(search);
  expect(screen.queryByRole('heading', { name: 'Find A Handyman Near You' })).toBeNull();
  expect(asked(fetchMock).filter((path) => path.startsWith('/api/page'))).toEqual(['/api/page?path=offices']);
});

test('a far ZIP in a state we cannot name: the notice above the list', async () => {
  finderService();
  renderFinder('/offices?nearestMiles=140');
  const notice = await screen.findByTestId('far-notice');
  expect(notice).toHaveTextContent('The nearest office is 140 miles from your ZIP code');
  expect(within(notice).getByRole('link', { name: 'Call 866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
});

test('the chooser lists all 59 states and territories with the counts, and goes to the one chosen', async () => {
  finderService();
  const { user, router } = renderFinder();
  const chooser = await screen.findByRole('combobox', { name: 'Choose your state' });
  expect(within(chooser).getAllByRole('option')).toHaveLength(60);
  expect(within(chooser).getByRole('option', { name: 'Nevada (2 offices)' })).toBeInTheDocument();
  expect(chooser.closest('form')).toHaveAttribute('action', '/offices');

  await user.selectOptions(chooser, 'OR');
  await user.click(screen.getByRole('button', { name: 'Show offices' }));
  expect(router.state.location.pathname).toBe('/offices/state/oregon');
});

test('when the states fail to load, a retry brings them', async () => {
  let fail = true;
  finderService(OFFICES, {
    'GET /localoffice/states': () =>
      fail ? new Response('down', { status: 503 }) : jsonResponse([{ State: 'Nevada', StateAbbreviation: 'NV', officeCount: 2 }]),
  });
  const { user } = renderFinder();
  expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('We couldn’t load the list of offices just now.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Nevada' })).toBeInTheDocument();
});

test('a state link opens in the app', async () => {
  finderService();
  const { user, router } = renderFinder();
  await user.click(await screen.findByRole('link', { name: 'Texas' }));
  await act(async () => undefined);
  expect(router.state.location.pathname).toBe('/offices/state/texas');
});
