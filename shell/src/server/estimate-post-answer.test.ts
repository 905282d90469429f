import type { EstimateRequest } from '@handyman/contracts';
import type { EstimateSignals, PageEnvelope } from '@handyman/platform';
import type { EstimateSubmission, MatchedOffice } from '@handyman/estimate';
import { estimatePostAnswer, postedFormKey } from './estimate-post-answer';
import { setLogWriter } from './ops/logger';

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

const officePage = (serviceTitanId: string): PageEnvelope =>
  ({
    results: [
      { FranchiseHomePage: { SURL: 'offices/summerlin', FranchiseCorporateControl: { ServiceTitanID: { Value: serviceTitanId } } } },
    ],
  }) as unknown as PageEnvelope;

function harness({ match = null as MatchedOffice | null, answer = { bookingSentSuccessfully: true } as unknown, fails = false } = {}) {
  const sent: { request: EstimateRequest; signals: EstimateSignals }[] = [];
  const shown: { submission: EstimateSubmission; status: number }[] = [];
  const deps = {
    renderWith: async (submission: EstimateSubmission, status: number) => {
      shown.push({ submission, status });
      return { status, headers: {}, body: 'page' };
    },
    lookUpOffice: async () => match,
    loadPage: async (path: string) => (path === 'offices/summerlin' ? officePage('st-summerlin') : Promise.reject(new Error('404'))),
    send: async (request: EstimateRequest, signals: EstimateSignals) => {
      sent.push({ request, signals });
      if (fails) throw new TypeError('fetch failed');
      return answer as { bookingSentSuccessfully: boolean };
    },
  };
  return { sent, shown, post: (fields: Record<string, string>) => estimatePostAnswer(new URLSearchParams(fields), VISITOR, deps) };
}

test('a complete form goes to the intake for the page office, and the visitor to its confirmation page', async () => {
  const { sent, post } = harness({ match: { path: 'offices/summerlin', phone: '702-555-0142', serviceTitanId: 'st-summerlin' } });
  const answer = await post(FILLED);
  expect([answer.status, answer.headers.Location, answer.headers['Cache-Control']]).toEqual([
    303,
    '/offices/summerlin/contact_success',
    'no-store',
  ]);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.request).toMatchObject({
    customerName: 'Pat Lee',
    serviceTitanId: 'st-summerlin',
    address: { zip: '89135', country: 'USA' },
    // The visitor's opt-out goes with the lead, for every system it reaches to honour.
    privacyOptOut: { gpc: true, choice: false },
  });
  expect(sent[0]!.signals).toEqual({
    idempotencyKey: postedFormKey(sent[0]!.request, '203.0.113.7'),
    trap: '',
    clientAddress: '203.0.113.7',
  });
});

test("the typed ZIP's office wins over the page's, as in the browser; no office means the corporate confirmation", async () => {
  const henderson = harness({ match: { path: 'offices/henderson', phone: '702-555-0187', serviceTitanId: 'st-henderson' } });
  expect((await henderson.post(FILLED)).headers.Location).toBe('/offices/henderson/contact_success');
  expect(henderson.sent[0]!.request.serviceTitanId).toBe('st-henderson');
  const corporate = harness();
  expect((await corporate.post({ ...FILLED, 'estimate-office': '../../admin' })).headers.Location).toBe('/contact_success?outOfArea=89135');
  expect(corporate.sent[0]!.request.serviceTitanId).toBe('');
});

test('a ZIP no office serves is still sent, and its confirmation page is told so; a failed lookup is not a ZIP without office', async () => {
  const outside = harness();
  const answer = await outside.post({ ...FILLED, 'estimate-office': '', q6_zipCode: '59001', state: 'MT' });
  expect([answer.status, answer.headers.Location]).toEqual([303, '/contact_success?outOfArea=59001']);
  expect(outside.sent.map(({ request }) => request.address.zip)).toEqual(['59001']);
  // On an office's page the request goes to that office, whose thank-you page says the same.
  expect((await outside.post({ ...FILLED, q6_zipCode: '59001' })).headers.Location).toBe(
    '/offices/summerlin/contact_success?outOfArea=59001',
  );

  const lookupDown = await estimatePostAnswer(new URLSearchParams({ ...FILLED, 'estimate-office': '' }), VISITOR, {
    renderWith: async () => ({ status: 500, headers: {}, body: '' }),
    lookUpOffice: async () => Promise.reject(new Error('lookup down')),
    send: async () => ({ bookingSentSuccessfully: true }),
  });
  expect(lookupDown.headers.Location).toBe('/contact_success');
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

test('an intake that refuses or cannot be reached: the form again, what was typed kept, and why', async () => {
  const refused = harness({ answer: { bookingSentSuccessfully: false } });
  expect((await refused.post(FILLED)).status).toBe(503);
  expect(refused.shown[0]!.submission).toMatchObject({ failure: 'unavailable', values: { customerName: 'Pat Lee' } });
  const down = harness({ fails: true });
  setLogWriter(() => undefined);
  expect((await down.post(FILLED)).status).toBe(503);
  expect(down.shown[0]!.submission).toMatchObject({ failure: 'error', errors: {} });
});

test('the honeypot travels to the intake, which decides', async () => {
  const { sent, post } = harness();
  await post({ ...FILLED, website: 'http://spam.example' });
  expect(sent[0]!.signals.trap).toBe('http://spam.example');
});
