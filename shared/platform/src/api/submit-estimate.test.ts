import { SOURCE_APPLICATION_NAME, type EstimateRequest } from '@handyman/contracts';
import { jsonResponse, mockFetch } from '@handyman/testing';
import { submitEstimate } from './submit-estimate';

const request: EstimateRequest = {
  customerName: 'Pat Lee',
  phoneNumber: '(702) 555-0134',
  emailAddress: 'pat@example.com',
  address: { street: '10 Desert Rose Way', city: 'Las Vegas', state: 'NV', zip: '89135', country: 'USA' },
  summary: 'Doors',
  serviceTitanId: '61020442',
  sourceApplicationName: SOURCE_APPLICATION_NAME,
};
const signals = { idempotencyKey: 'key-1', fillMs: 12_345.6, trap: 'ünïcode spam' };

test('POSTs the body as JSON with the idempotency key, fill time and trap headers', async () => {
  const fetchMock = mockFetch({ 'POST /api/booking/estimate': { bookingSentSuccessfully: true, leadId: 'l1' } });
  await expect(submitEstimate(request, signals)).resolves.toEqual({ bookingSentSuccessfully: true, leadId: 'l1' });
  const sent = fetchMock.mock.calls[0]![0] as Request;
  expect(sent.url).toBe('http://api.test/api/booking/estimate');
  expect(sent.headers.get('Idempotency-Key')).toBe('key-1');
  expect(sent.headers.get('X-Form-Fill-Ms')).toBe('12346');
  expect(decodeURIComponent(sent.headers.get('X-Form-Trap')!)).toBe('ünïcode spam');
  expect(sent.headers.get('Content-Type')).toBe('application/json');
});

test('a failed POST is never retried automatically (it may have been stored)', async () => {
  const fetchMock = mockFetch({ 'POST /api/booking/estimate': () => new Response('Bad gateway', { status: 502 }) });
  await expect(submitEstimate(request, signals)).rejects.toThrow('The estimate service answered 502 without a booking result');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test.each([429, 503])('a %s answer that says the booking was not sent is that result, not an error', async (status) => {
  mockFetch({ 'POST /api/booking/estimate': () => jsonResponse({ error: 'storage_unavailable', bookingSentSuccessfully: false }, status) });
  await expect(submitEstimate(request, signals)).resolves.toMatchObject({ bookingSentSuccessfully: false });
});
