import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formField, fillForm, jsonResponse } from '@handyman/testing';
import { estimateService, renderEstimateForm } from './testing/estimate-form-kit';
import { place, zipAnswer } from './testing/estimate-fixtures';

// The office the typed ZIP belongs to, as the form shows it before sending: from the content
// service's ZIP lookup alone (its offices carry their phones), never from an office's page.

const stored = () => ({
  recentEstimateSubmissionPath: localStorage.getItem('recentEstimateSubmissionPath'),
  locationMatch: localStorage.getItem('locationMatch'),
  sessionLocationMatch: sessionStorage.getItem('locationMatch'),
});
/** Every request the form made, as method and path; the site settings read is the page's, not the form's. */
const requestsSeen = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`)
    .filter((request) => request !== 'GET /api/x31');
const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));
const failureText = (phone: string) =>
  `Oops! Looks like something went wrong.Give us a call at (${phone}) , and we'll be happy to help with your project`;

test('an owned ZIP matches its office from the one ZIP lookup: remembered in storage, no office page or list read', async () => {
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
  // One lookup of the ZIP serves the office match, its phone and the city.
  await waitFor(() => expect(formField('City')).toHaveValue('Las Vegas'));
  expect(requestsSeen(fetchMock)).toEqual(['GET /external-services/zip-code-lookup']);
});

test('a ZIP whose nearest office does not hold it in its territory matches no office', async () => {
  const near = { distanceFromOrigin: 3.2, officeHomePage: 'offices/summerlin', officeName: 'Summerlin', phone: '702-555-0142' };
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

test("the matched office's phone comes from the lookup and is offered on failure; the form sends no office id", async () => {
  const fetchMock = estimateService({ 'POST /api/booking/estimate': networkFailure });
  const user = userEvent.setup();
  await renderEstimateForm();
  await fillForm(user, { 'ZIP Code': '89012' });
  await waitFor(() => expect(stored().recentEstimateSubmissionPath).toBe('offices/henderson'));
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText('702-555-0187'));
  expect(screen.getByRole('link', { name: '702-555-0187' })).toHaveAttribute('href', 'tel:7025550187');
  expect(fetchMock.posted[0]!.body).toMatchObject({ serviceTitanId: '' });
  expect(fetchMock.posted[0]!.body).not.toHaveProperty('officePath');
  expect(requestsSeen(fetchMock)).toEqual(['GET /external-services/zip-code-lookup', 'POST /api/booking/estimate']);
});

test('a lookup answer without phones (an older content service) still matches the office, offering the national number', async () => {
  const withoutPhones = (request: Request) => {
    const answer = zipAnswer(new URL(request.url).searchParams.get('zipCode') ?? '');
    return jsonResponse({
      ...answer,
      listOfOfficesNearestToFarthest: answer.listOfOfficesNearestToFarthest.map(({ phone: _, ...office }) => office),
    });
  };
  estimateService({ 'GET /external-services/zip-code-lookup': withoutPhones, 'POST /api/booking/estimate': networkFailure });
  const user = userEvent.setup();
  await renderEstimateForm();
  await fillForm(user);
  await waitFor(() => expect(stored().recentEstimateSubmissionPath).toBe('offices/summerlin'));
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText('866-FIX-MY-HOME'));
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

test("on an office's page that office's phone shows until a typed ZIP matches another; the request names the page's office", async () => {
  const fetchMock = estimateService({ 'POST /api/booking/estimate': networkFailure });
  const user = userEvent.setup();
  await renderEstimateForm({ franchise: { homePath: '/offices/tempe/', phone: '480-555-0163' } }, '/offices/tempe');
  await fillForm(user, { 'ZIP Code': '59801' });
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText('480-555-0163'));
  expect(fetchMock.posted[0]!.body).toMatchObject({ officePath: 'offices/tempe', serviceTitanId: '' });

  await user.clear(formField('ZIP Code'));
  await user.type(formField('ZIP Code'), '89135');
  await waitFor(() => expect(stored().recentEstimateSubmissionPath).toBe('offices/summerlin'));
  await user.click(screen.getByRole('button', { name: 'Get An Estimate' }));
  await waitFor(() => expect(fetchMock.posted).toHaveLength(2));
  // Which office gets it is content-api's call (the ZIP's office first): the form still names its page's.
  expect(fetchMock.posted[1]!.body).toMatchObject({ officePath: 'offices/tempe', serviceTitanId: '' });
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText('702-555-0142'));
  expect(requestsSeen(fetchMock).filter((request) => request.startsWith('GET /api/page'))).toEqual([]);
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
