import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@handyman/platform';
import { formField, fillForm, jsonResponse } from '@handyman/testing';
import { estimateService, renderEstimateForm } from './testing/estimate-form-kit';
import { zipAnswer } from './testing/estimate-fixtures';

// content-api decides which office a request goes to and its answer names it: the thank-you, the
// remembered office and the out-of-area note follow the answer, not the form's own guess.

const button = () => screen.getByRole('button', { name: 'Get An Estimate' });
const storedOffice = () => localStorage.getItem('recentEstimateSubmissionPath');
const answering = (office: unknown) => () => jsonResponse({ bookingSentSuccessfully: true, leadId: 'lead-1', office });

test('a request sent straight after typing the ZIP goes out at once, and the answer names its office', async () => {
  let release: () => void = () => undefined;
  const lookupHeld = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = estimateService({
    'GET /external-services/zip-code-lookup': async () => {
      await lookupHeld;
      return jsonResponse(zipAnswer('89135'));
    },
  });
  const user = userEvent.setup();
  const { router } = await renderEstimateForm();
  await fillForm(user);
  // The lookup has not answered: the city and state are the visitor's to fill in.
  await user.type(formField('City'), 'Las Vegas');
  await user.selectOptions(formField('State'), 'NV');
  await user.click(button());
  await waitFor(() => expect(router.state.location.pathname).toBe('/offices/summerlin/contact_success'));
  expect(fetchMock.posted).toHaveLength(1);
  expect(storedOffice()).toBe('offices/summerlin');
  expect(useSiteStore.getState().recentZip).toEqual({ zip: '89135', office: 'offices/summerlin' });
  release();
});

test('the office the answer names wins over the one the lookup showed', async () => {
  estimateService({
    'POST /api/booking/estimate': answering({ path: 'offices/henderson', phone: '702-555-0187', servesZip: true }),
  });
  const user = userEvent.setup();
  const onSuccess = jest.fn();
  await renderEstimateForm({ variant: 'modal', onSuccess });
  await fillForm(user);
  await waitFor(() => expect(storedOffice()).toBe('offices/summerlin'));
  await user.click(button());
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(onSuccess.mock.calls[0][0]).toEqual({
    officePath: 'offices/henderson',
    successPath: '/offices/henderson/contact_success',
    leadId: 'lead-1',
  });
  expect(storedOffice()).toBe('offices/henderson');
});

test('an answer naming no office (an older content service) goes with the office the lookup matched', async () => {
  estimateService({ 'POST /api/booking/estimate': { bookingSentSuccessfully: true, leadId: 'lead-1' } });
  const user = userEvent.setup();
  const { router } = await renderEstimateForm();
  await fillForm(user);
  await waitFor(() => expect(storedOffice()).toBe('offices/summerlin'));
  await user.click(button());
  await waitFor(() => expect(router.state.location.pathname).toBe('/offices/summerlin/contact_success'));
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
  await renderEstimateForm({ franchise: { homePath: 'offices/summerlin', phone: '702-555-0142' } });
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
  await user.click(button());
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(fetchMock.posted.map(({ body }) => (body.address as { zip: string }).zip)).toEqual(['59001']);
  expect(onSuccess.mock.calls[0][0]).toMatchObject({
    officePath: null,
    successPath: '/contact_success?outOfArea=59001',
    outOfArea: { zip: '59001', byOffice: false },
  });
});

test("from an office's page, the answer's office (the page's) calls about a ZIP no office serves, from its number", async () => {
  estimateService();
  const user = userEvent.setup();
  const onSuccess = jest.fn();
  await renderEstimateForm({ variant: 'modal', onSuccess, franchise: { homePath: 'offices/tempe', phone: '480-555-0163' } });
  await fillForm(user, { 'ZIP Code': '59001' });
  await user.click(button());
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(onSuccess.mock.calls[0][0]).toMatchObject({
    officePath: 'offices/tempe',
    successPath: '/offices/tempe/contact_success?outOfArea=59001',
    outOfArea: { zip: '59001', byOffice: true, phone: { display: '480-555-0163', tel: '4805550163' } },
  });
  expect(storedOffice()).toBeNull();
});

test('without an onSuccess the visitor goes to the corporate thank-you page, which is told the ZIP', async () => {
  estimateService();
  const user = userEvent.setup();
  const { router } = await renderEstimateForm();
  await fillForm(user, { 'ZIP Code': '59001' });
  await screen.findByTestId('out-of-area');
  await user.click(button());
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/contact_success?outOfArea=59001'));
});
