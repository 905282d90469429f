import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '@handyman/platform';
import { formField, fillForm, jsonResponse, VISITOR } from '@handyman/testing';
import { estimateService, renderEstimateForm } from './testing/estimate-form-kit';

const button = (name: string | RegExp = 'Get An Estimate') => screen.getByRole('button', { name });
const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));

test('the request is exactly the estimate payload, with the duplicate guard and bot signals as headers', async () => {
  const service = estimateService();
  const user = userEvent.setup();
  await renderEstimateForm();
  await fillForm(user);
  await waitFor(() => expect(formField('City')).toHaveValue('Las Vegas'));
  await user.click(button());
  await waitFor(() => expect(service.posted).toHaveLength(1));
  expect(service.posted[0]!.body).toEqual({
    customerName: 'Pat Lee',
    phoneNumber: '(702) 555-0134',
    emailAddress: 'pat@example.com',
    address: { street: '10 Desert Rose Way', city: 'Las Vegas', state: 'NV', zip: '89135', country: 'USA' },
    summary: 'Hang two interior doors',
    // content-api fills in the office's id: the form sends none.
    serviceTitanId: '',
    sourceApplicationName: 'AceHandymanServices',
    privacyOptOut: { gpc: false, choice: false },
  });
  const { headers } = service.posted[0]!;
  expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(headers.get('X-Form-Fill-Ms')).toMatch(/^\d+$/);
  expect(Number(headers.get('X-Form-Fill-Ms'))).toBeGreaterThan(0);
  expect(headers.get('X-Form-Trap')).toBe('');
  expect(headers.get('Ocp-Apim-Subscription-Key')).toBe('test-key');
});

test("the request records the visitor's opt-out as the page's tag gate decided it", async () => {
  const service = estimateService();
  const user = userEvent.setup();
  (window as Window & { sitePrivacy?: object }).sitePrivacy = { gpc: true, choice: true, advertising: false, analytics: true };
  try {
    await renderEstimateForm();
    await fillForm(user);
    await user.click(button());
    await waitFor(() => expect(service.posted).toHaveLength(1));
    expect(service.posted[0]!.body).toMatchObject({ privacyOptOut: { gpc: true, choice: true } });
  } finally {
    delete (window as Window & { sitePrivacy?: object }).sitePrivacy;
  }
});

test('a filled honeypot travels in X-Form-Trap', async () => {
  const service = estimateService();
  const user = userEvent.setup();
  const { container } = await renderEstimateForm();
  await fillForm(user);
  await user.type(container.querySelector<HTMLInputElement>('input[name="website"]')!, 'http://spam.example');
  await user.click(button());
  await waitFor(() => expect(service.posted).toHaveLength(1));
  expect(decodeURIComponent(service.posted[0]!.headers.get('X-Form-Trap')!)).toBe('http://spam.example');
});

test('while sending the button is disabled and says Please wait...; a double click sends once', async () => {
  let answer: (response: Response) => void = () => undefined;
  const service = estimateService({ 'POST /api/booking/estimate': () => new Promise<Response>((resolve) => (answer = resolve)) });
  const user = userEvent.setup();
  const { router } = await renderEstimateForm();
  await fillForm(user);
  await user.dblClick(button());
  expect(button('Please wait...')).toBeDisabled();
  await act(async () => answer(jsonResponse({ bookingSentSuccessfully: true })));
  await waitFor(() => expect(router.state.location.pathname).toBe('/offices/summerlin/contact_success'));
  expect(service.posted).toHaveLength(1);
});

test('bookingSentSuccessfully false: Service Unavailable, button back, nothing typed lost, same key on retry', async () => {
  const service = estimateService({ 'POST /api/booking/estimate': { bookingSentSuccessfully: false } });
  const user = userEvent.setup();
  const { router } = await renderEstimateForm();
  await fillForm(user);
  await user.click(button());
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Service Unavailable\. Please try again later$/);
  expect(button()).toBeEnabled();
  expect(router.state.location.pathname).toBe('/test-form-fill-page');
  for (const [label, value] of Object.entries(VISITOR)) {
    expect(formField(label)).toHaveValue(label === 'Phone Number' ? '(702) 555-0134' : value);
  }
  await user.click(button());
  await waitFor(() => expect(service.posted).toHaveLength(2));
  expect(service.posted[1]!.headers.get('Idempotency-Key')).toBe(service.posted[0]!.headers.get('Idempotency-Key'));
});

test.each([
  ['a busy service (429)', 429],
  ['a service that could not store it (503)', 503],
])('%s answering bookingSentSuccessfully false shows Service Unavailable', async (_case, status) => {
  estimateService({ 'POST /api/booking/estimate': () => jsonResponse({ error: 'x', bookingSentSuccessfully: false }, status) });
  const user = userEvent.setup();
  await renderEstimateForm();
  await fillForm(user);
  await user.click(button());
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Service Unavailable\. Please try again later$/);
});

test.each([
  ['a network failure', networkFailure],
  ['a server error', () => jsonResponse({ error: 'internal' }, 500)],
  ['an answer that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 502 })],
])('%s offers the office phone in red below the form, and the button comes back', async (_case, answer) => {
  estimateService({ 'POST /api/booking/estimate': answer });
  const user = userEvent.setup();
  await renderEstimateForm();
  await fillForm(user);
  await user.click(button());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    "Oops! Looks like something went wrong.Give us a call at (702-555-0142) , and we'll be happy to help with your project",
  );
  expect(alert.compareDocumentPosition(button()) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  expect(button()).toBeEnabled();
});

test('a server error is not retried automatically; the visitor resend reuses the key, a changed form gets a new one', async () => {
  const service = estimateService({ 'POST /api/booking/estimate': () => jsonResponse({ error: 'down' }, 500) });
  const user = userEvent.setup();
  await renderEstimateForm();
  await fillForm(user);
  await user.click(button());
  await screen.findByRole('alert');
  expect(service.posted).toHaveLength(1);
  await user.click(button());
  await waitFor(() => expect(service.posted).toHaveLength(2));
  await user.type(formField('Tell Us About Your Project'), ' and a shelf');
  await user.click(button());
  await waitFor(() => expect(service.posted).toHaveLength(3));
  const keys = service.posted.map((post) => post.headers.get('Idempotency-Key'));
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test.each([
  ['89135', undefined, '/offices/summerlin/contact_success', { zip: '89135', office: 'offices/summerlin' }],
  ['59801', undefined, '/contact_success', null],
  ['59801', { homePath: 'offices/tempe', phone: '480-555-0163' }, '/offices/tempe/contact_success', null],
])('success with ZIP %s (page office %p) goes to %s', async (zip, franchise, destination, remembered) => {
  estimateService();
  const user = userEvent.setup();
  const { router } = await renderEstimateForm({ franchise });
  await fillForm(user, { 'ZIP Code': zip });
  await user.click(button());
  await waitFor(() => expect(router.state.location.pathname).toBe(destination));
  // A ZIP an office serves goes with that office's Book Online links from now on; one no office serves does not.
  expect(useSiteStore.getState().recentZip).toEqual(remembered);
});

test('the button stays busy for 2 seconds after a success, then is free again', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  estimateService();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSuccess = jest.fn();
  await renderEstimateForm({ onSuccess });
  await fillForm(user);
  await user.click(button());
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(button('Please wait...')).toBeDisabled();
  act(() => jest.advanceTimersByTime(1900));
  expect(button('Please wait...')).toBeDisabled();
  act(() => jest.advanceTimersByTime(100));
  expect(button()).toBeEnabled();
  jest.useRealTimers();
});

test('onSuccess replaces the redirect and names the office', async () => {
  estimateService();
  const user = userEvent.setup();
  const onSuccess = jest.fn();
  const { router } = await renderEstimateForm({ variant: 'modal', onSuccess });
  await fillForm(user);
  await user.click(button());
  await waitFor(() =>
    expect(onSuccess).toHaveBeenCalledWith({
      officePath: 'offices/summerlin',
      successPath: '/offices/summerlin/contact_success',
      leadId: 'lead-1',
    }),
  );
  expect(router.state.location.pathname).toBe('/test-form-fill-page');
});

test.each([
  [{}, 'Get An Estimate'],
  [{ variant: 'modal' as const }, 'Get An Estimate'],
  [{ variant: 'new-franchise' as const }, 'GET YOUR ESTIMATE'],
  [{ submitText: 'Request My Free Estimate' }, 'Request My Free Estimate'],
  [{ variant: 'new-franchise' as const, submitText: ' ' }, 'Submit'],
])('button text for %p is %p', async (props, text) => {
  estimateService();
  await renderEstimateForm(props);
  expect(button(text)).toHaveAttribute('type', 'submit');
});
