import type { EstimateRequest, EstimateStatus, RoutedOffice } from '@handyman/contracts';
import type { EstimateSignals } from '@handyman/platform';
import type { EstimateSubmission } from '@handyman/estimate';
import { estimatePostAnswer, POST_BUDGET, postedFormKey } from './estimate-post-answer';
import { formStamp } from './form-stamp';
import { setLogWriter } from './ops/logger';

beforeEach(() => setLogWriter(() => undefined));
afterEach(() => setLogWriter());

const FILLED = {
  'estimate-form': 'modal',
  'estimate-office': 'offices/summerlin',
  customerName: 'Pat Lee',
  phoneNumber: '(702) 555-0134',
  emailAddress: 'pat@example.com',
  street: '10 Desert Rose Way',
  city: 'Las Vegas',
  state: 'NV',
  q6_zipCode: '89135',
  q7_tellUs: 'Hang two doors',
  website: '',
};

const VISITOR = { address: '203.0.113.7', privacyOptOut: { gpc: true, choice: false } };

const SUMMERLIN: RoutedOffice = { path: 'offices/summerlin', phone: '702-555-0142', servesZip: true };
/** The intake's answer naming the office content-api sent the request to. */
const routedTo = (office: RoutedOffice | null) => ({ bookingSentSuccessfully: true, leadId: 'lead-1', office });

const never = () => new Promise<never>(() => undefined);

function harness({
  answer = routedTo(SUMMERLIN) as unknown,
  fails = false,
  status = (async () => ({ received: false })) as () => Promise<EstimateStatus>,
} = {}) {
  const sent: { request: EstimateRequest; signals: EstimateSignals }[] = [];
  const shown: { submission: EstimateSubmission; status: number; unavailable: boolean }[] = [];
  const deps = {
    renderWith: async (submission: EstimateSubmission, status: number, unavailable = false) => {
      shown.push({ submission, status, unavailable });
      return { status, headers: {}, body: 'page' };
    },
    status,
    send: async (request: EstimateRequest, signals: EstimateSignals) => {
      sent.push({ request, signals });
      if (fails) throw new TypeError('fetch failed');
      return answer as { bookingSentSuccessfully: boolean };
    },
  };
  return { sent, shown, deps, post: (fields: Record<string, string>) => estimatePostAnswer(new URLSearchParams(fields), VISITOR, deps) };
}

test("a complete form goes to the intake naming the page's office, and the visitor to the confirmation of the office the answer names", async () => {
  const { sent, post } = harness();
  const answer = await post(FILLED);
  expect([answer.status, answer.headers.Location, answer.headers['Cache-Control']]).toEqual([
    303,
    '/offices/summerlin/contact_success',
    'no-store',
  ]);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.request).toMatchObject({
    customerName: 'Pat Lee',
    // content-api picks the office and fills in its id.
    officePath: 'offices/summerlin',
    serviceTitanId: '',
    address: { zip: '89135', country: 'USA' },
    // The visitor's opt-out goes with the lead, for every system it reaches to honour.
    privacyOptOut: { gpc: true, choice: false },
  });
  expect(sent[0]!.signals).toEqual({
    idempotencyKey: postedFormKey(sent[0]!.request, '203.0.113.7'),
    trap: '',
    clientAddress: '203.0.113.7',
    fillMs: undefined,
    deadline: expect.any(Number),
  });
});

test('the form’s stamp gives the intake how long it was open; a forged stamp gives nothing', async () => {
  const { sent, post } = harness();
  await post({ ...FILLED, 'estimate-shown': formStamp(Date.now() - 42_000) });
  await post({ ...FILLED, 'estimate-shown': `${Date.now() - 42_000}.forged` });
  expect(sent[0]!.signals.fillMs).toBeGreaterThanOrEqual(42_000);
  expect(sent[0]!.signals.fillMs).toBeLessThan(50_000);
  expect(sent[1]!.signals.fillMs).toBeUndefined();
});

test("the answer's office is the confirmation's, whatever the page's; a post naming no office sends none", async () => {
  const henderson = harness({ answer: routedTo({ path: 'offices/henderson', phone: '702-555-0187', servesZip: true }) });
  expect((await henderson.post(FILLED)).headers.Location).toBe('/offices/henderson/contact_success');
  const corporate = harness({ answer: routedTo(null) });
  expect((await corporate.post({ ...FILLED, 'estimate-office': '../../admin' })).headers.Location).toBe('/contact_success?outOfArea=89135');
  expect(corporate.sent[0]!.request).not.toHaveProperty('officePath');
  expect(corporate.sent[0]!.request.serviceTitanId).toBe('');
});

test('a ZIP no office serves is still sent, and its confirmation page is told who calls', async () => {
  const outside = harness({ answer: routedTo(null) });
  const answer = await outside.post({ ...FILLED, 'estimate-office': '', q6_zipCode: '59001', state: 'MT' });
  expect([answer.status, answer.headers.Location]).toEqual([303, '/contact_success?outOfArea=59001']);
  expect(outside.sent.map(({ request }) => request.address.zip)).toEqual(['59001']);
  // On an office's page content-api sends it to that office, whose thank-you page says the same.
  const byPage = harness({ answer: routedTo({ ...SUMMERLIN, servesZip: false }) });
  expect((await byPage.post({ ...FILLED, q6_zipCode: '59001' })).headers.Location).toBe(
    '/offices/summerlin/contact_success?outOfArea=59001',
  );
});

test("an answer naming no office (an older content service) sends the visitor to the page's office, else the corporate page", async () => {
  const older = harness({ answer: { bookingSentSuccessfully: true } });
  expect((await older.post(FILLED)).headers.Location).toBe('/offices/summerlin/contact_success');
  expect((await older.post({ ...FILLED, 'estimate-office': '' })).headers.Location).toBe('/contact_success');
});

test('the same filled form posted again carries the same key; another visitor or other details do not', () => {
  const request = { customerName: 'Pat Lee' } as EstimateRequest;
  expect(postedFormKey(request, '203.0.113.7')).toBe(postedFormKey({ ...request }, '203.0.113.7'));
  expect(postedFormKey(request, '203.0.113.7')).not.toBe(postedFormKey(request, '198.51.100.9'));
  expect(postedFormKey(request, '203.0.113.7')).not.toBe(postedFormKey({ customerName: 'Pat Le' } as EstimateRequest, '203.0.113.7'));
});

test('a form with mistakes is shown again with the messages, and nothing is sent', async () => {
  const { sent, shown, post } = harness();
  const answer = await post({ ...FILLED, phoneNumber: '555', emailAddress: '' });
  expect(answer.status).toBe(400);
  expect(sent).toEqual([]);
  expect(shown[0]!.submission).toEqual({
    variant: 'modal',
    values: expect.objectContaining({ customerName: 'Pat Lee', phoneNumber: '555' }),
    errors: { phoneNumber: 'Please enter a valid phone number', emailAddress: 'This field is required.' },
  });
});

test('an intake that refuses: the form again, what was typed kept, and why', async () => {
  const refused = harness({ answer: { bookingSentSuccessfully: false } });
  expect((await refused.post(FILLED)).status).toBe(503);
  expect(refused.shown[0]).toMatchObject({
    submission: { failure: 'unavailable', values: { customerName: 'Pat Lee' } },
    unavailable: false,
  });
});

test('an answer lost on the way back: the status check says whether the lead was stored, and the answer says what is true', async () => {
  const stored = harness({ fails: true, status: async () => ({ received: true, leadId: 'lead-1' }) });
  // The office went with the lost answer: the confirmation is the page's office's.
  expect((await stored.post(FILLED)).headers.Location).toBe('/offices/summerlin/contact_success');
  // Before the deadline a post not found yet may still arrive: not confirmed either way.
  const unknown = harness({ fails: true, status: async () => Promise.reject(new Error('timeout')) });
  expect((await unknown.post(FILLED)).status).toBe(503);
  expect(unknown.shown[0]).toMatchObject({ submission: { variant: 'modal', failure: 'unconfirmed' }, unavailable: true });
});

test('whatever the content service does, the answer comes within 10 s, and "not received" only once nothing more can be stored', async () => {
  jest.useFakeTimers();
  try {
    const frozen = harness({ status: never });
    const started = Date.now();
    const answer = estimatePostAnswer(new URLSearchParams(FILLED), VISITOR, { ...frozen.deps, send: never });
    let answeredAt: number | undefined;
    void answer.then(() => (answeredAt = Date.now()));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(answeredAt! - started).toBeLessThanOrEqual(POST_BUDGET.submitMs + POST_BUDGET.graceMs + POST_BUDGET.statusMs);
    expect((await answer).status).toBe(503);
    expect(frozen.shown[0]).toMatchObject({ submission: { failure: 'not-received' }, unavailable: true });
  } finally {
    jest.useRealTimers();
  }
});

test('an invalid post is shown again with each value cut to its field’s longest, so the answer stays the size of the page', async () => {
  const { shown, post } = harness();
  await post({ ...FILLED, customerName: 'x'.repeat(60_000), q7_tellUs: 'y'.repeat(60_000) });
  expect(shown[0]!.submission.values.customerName).toHaveLength(120);
  expect(shown[0]!.submission.values.summary).toHaveLength(4000);
  expect(shown[0]!.submission.errors).toMatchObject({ customerName: 'This field must be at most 120 characters.' });
});

test('the honeypot travels to the intake, which decides', async () => {
  const { sent, post } = harness();
  await post({ ...FILLED, website: 'http://spam.example' });
  expect(sent[0]!.signals.trap).toBe('http://spam.example');
});
