import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formField, fillForm, jsonResponse } from '@handyman/testing';
import { estimateService, renderEstimateForm } from './testing/estimate-form-kit';
import { officeHome, place } from './testing/estimate-fixtures';

const stored = () => ({
  recentEstimateSubmissionPath: localStorage.getItem('recentEstimateSubmissionPath'),
  locationMatch: localStorage.getItem('locationMatch'),
  sessionLocationMatch: sessionStorage.getItem('locationMatch'),
});
const pageRequests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/page')
    .map((url) => url.searchParams.get('path'));
const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));
const failureText = (phone: string) =>
  `Oops! Looks like something went wrong.Give us a call at (${phone}) , and we'll be happy to help with your project`;

test('an owned ZIP matches its office: remembered in storage, then its page read for phone and ServiceTitan id', async () => {
  const fetchMock = estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('ZIP Code'), '89135');
  await waitFor(() =>
    expect(stored()).toEqual({
      recentEstimateSubmissionPath: 'offices/summerlin',
      locationMatch: 'offices/summerlin',
      sessionLocationMatch: 'offices/summerlin',
    }),
  );
  await waitFor(() => expect(pageRequests(fetchMock)).toEqual(['offices/summerlin']));
});

test('the office is matched by the content service’s ZIP lookup: the office list is never downloaded', async () => {
  const fetchMock = estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('ZIP Code'), '89012');
  await waitFor(() => expect(pageRequests(fetchMock)).toEqual(['offices/henderson']));
  const paths = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
  expect(paths.filter((path) => path.startsWith('/localoffice'))).toEqual([]);
  // One lookup of the ZIP serves both the office match and the city.
  expect(paths.filter((path) => path === '/external-services/zip-code-lookup')).toHaveLength(1);
});

test('a ZIP whose nearest office does not hold it in its territory matches no office', async () => {
  const near = { distanceFromOrigin: 3.2, officeHomePage: 'offices/summerlin', officeName: 'Summerlin' };
  estimateService({ 'GET /external-services/zip-code-lookup': { ...place('Las Vegas', 'NV'), listOfOfficesNearestToFarthest: [near] } });
  const user = userEvent.setup();
  const { container } = await renderEstimateForm();
  await user.type(formField('ZIP Code'), '89999');
  await waitFor(() => expect(container.querySelector('form')).toHaveAttribute('data-zip-unmatched', 'true'));
  expect(stored().recentEstimateSubmissionPath).toBeNull();
});

test('allowed ZIPs count too, and the first office in the list wins', async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('ZIP Code'), '89128');
  await waitFor(() => expect(stored().recentEstimateSubmissionPath).toBe('offices/summerlin'));
});

test('the matched office gets the request: its ServiceTitan id is sent and its phone offered on failure', async () => {
  const fetchMock = estimateService({ 'POST /api/booking/estimate': networkFailure });
  const user = userEvent.setup();
  await renderEstimateForm();
  await fillForm(user, { 'ZIP Code': '89012' });
  await waitFor(() => expect(pageRequests(fetchMock)).toContain('offices/henderson'));
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText('702-555-0187'));
  expect(screen.getByRole('link', { name: '702-555-0187' })).toHaveAttribute('href', 'tel:7025550187');
  expect(fetchMock.posted[0]!.body.serviceTitanId).toBe('st-henderson');
});

test('a failed office page read is ignored: the request still goes to the office, offering the national number', async () => {
  const fetchMock = estimateService({
    'GET /api/page': () => jsonResponse({ error: 'down' }, 500),
    'POST /api/booking/estimate': networkFailure,
  });
  const user = userEvent.setup();
  await renderEstimateForm();
  await fillForm(user);
  await waitFor(() => expect(pageRequests(fetchMock).length).toBeGreaterThan(0));
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText('866-FIX-MY-HOME'));
  expect(fetchMock.posted[0]!.body.serviceTitanId).toBe('');
  expect(stored().recentEstimateSubmissionPath).toBe('offices/summerlin');
});

test('a ZIP no office serves clears the stored office, is noted but not an error, and offers the national number', async () => {
  localStorage.setItem('recentEstimateSubmissionPath', 'offices/summerlin');
  localStorage.setItem('locationMatch', 'offices/summerlin');
  sessionStorage.setItem('locationMatch', 'offices/summerlin');
  estimateService({ 'POST /api/booking/estimate': networkFailure });
  const user = userEvent.setup();
  const { container } = await renderEstimateForm();
  await fillForm(user, { 'ZIP Code': '59801' });
  await waitFor(() => expect(container.querySelector('form')).toHaveAttribute('data-zip-unmatched', 'true'));
  expect(stored()).toEqual({ recentEstimateSubmissionPath: null, locationMatch: null, sessionLocationMatch: null });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(formField('ZIP Code')).toHaveAttribute('aria-invalid', 'false');
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(failureText('866-FIX-MY-HOME'));
  expect(within(alert).getByRole('link', { name: '866-FIX-MY-HOME' })).toHaveAttribute('href', 'tel:18663496946');
});

test("on an office's page that office is the default until a typed ZIP matches another", async () => {
  const fetchMock = estimateService({ 'POST /api/booking/estimate': networkFailure });
  const user = userEvent.setup();
  const franchise = { homePath: '/offices/tempe/', phone: '480-555-0163', serviceTitanId: 'st-tempe' };
  await renderEstimateForm({ franchise }, '/offices/tempe');
  await fillForm(user, { 'ZIP Code': '59801' });
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText('480-555-0163'));
  expect(fetchMock.posted[0]!.body.serviceTitanId).toBe('st-tempe');

  await user.clear(formField('ZIP Code'));
  await user.type(formField('ZIP Code'), '89135');
  await waitFor(() => expect(pageRequests(fetchMock)).toContain('offices/summerlin'));
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  await waitFor(() => expect(fetchMock.posted).toHaveLength(2));
  expect(fetchMock.posted[1]!.body.serviceTitanId).toBe('st-summerlin');
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText('702-555-0142'));
});

test('when the ZIP lookup fails the form still works, with the national number', async () => {
  estimateService({
    'GET /external-services/zip-code-lookup': () => jsonResponse({ error: 'down' }, 503),
    'POST /api/booking/estimate': networkFailure,
  });
  const user = userEvent.setup();
  const { container } = await renderEstimateForm();
  await fillForm(user);
  // Without the lookup the city and state are the visitor's to fill in.
  await user.type(formField('City'), 'Las Vegas');
  await user.selectOptions(formField('State'), 'NV');
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText('866-FIX-MY-HOME'));
  expect(container.querySelector('form')).not.toHaveAttribute('data-zip-unmatched');
});

test('a request sent straight after typing the ZIP waits for its office, so it reaches that office', async () => {
  let release: () => void = () => undefined;
  const officePageHeld = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = estimateService({
    'GET /api/page': async () => {
      await officePageHeld;
      return jsonResponse(officeHome('702-555-0142', 'st-summerlin'));
    },
  });
  const user = userEvent.setup();
  const { router } = await renderEstimateForm();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  expect(fetchMock.posted).toHaveLength(0);

  release();
  await waitFor(() => expect(router.state.location.pathname).toBe('/offices/summerlin/contact_success'));
  expect(fetchMock.posted).toHaveLength(1);
  expect(fetchMock.posted[0]!.body.serviceTitanId).toBe('st-summerlin');
});

test('a ZIP no office serves is said beside the ZIP field as soon as the lookup answers, naming who will call', async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await user.type(formField('ZIP Code'), '59001');
  const note = await screen.findByTestId('out-of-area');
  expect(note).toHaveTextContent(
    /^No local office serves ZIP 59001 yet\. You can still send your request: our national team will call you from .+\.$/,
  );
  expect(note.closest('[role="status"]')).not.toBeNull();
  expect(formField('ZIP Code')).toHaveAccessibleDescription(
    /^No local office serves ZIP 59001 yet\. .+ will call you from 866-FIX-MY-HOME/,
  );
  expect(within(note).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:\d{10,11}$/));

  // Another ZIP, served this time: the note goes.
  await user.clear(formField('ZIP Code'));
  await user.type(formField('ZIP Code'), '89135');
  await waitFor(() => expect(screen.queryByTestId('out-of-area')).toBeNull());
});

test("on an office's page, a ZIP no office serves goes to that office, whose team the note names", async () => {
  estimateService();
  const user = userEvent.setup();
  await renderEstimateForm({ franchise: { homePath: 'offices/summerlin', phone: '702-555-0142', serviceTitanId: 'st-summerlin' } });
  await user.type(formField('ZIP Code'), '59001');
  expect(await screen.findByTestId('out-of-area')).toHaveTextContent("this office's team will call you from 702-555-0142.");
});

test('a request from a ZIP no office serves is still sent; the thank-you is told who will call', async () => {
  const fetchMock = estimateService();
  const user = userEvent.setup();
  const onSuccess = jest.fn();
  await renderEstimateForm({ variant: 'modal', onSuccess });
  await fillForm(user, { 'ZIP Code': '59001' });
  await screen.findByTestId('out-of-area');
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(fetchMock.posted.map(({ body }) => (body.address as { zip: string }).zip)).toEqual(['59001']);
  expect(onSuccess.mock.calls[0][0]).toMatchObject({
    officePath: null,
    successPath: '/contact_success?outOfArea=59001',
    outOfArea: { zip: '59001', byOffice: false },
  });
});

test('without an onSuccess the visitor goes to the corporate thank-you page, which is told the ZIP', async () => {
  estimateService();
  const user = userEvent.setup();
  const { router } = await renderEstimateForm();
  await fillForm(user, { 'ZIP Code': '59001' });
  await screen.findByTestId('out-of-area');
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/contact_success?outOfArea=59001'));
});
