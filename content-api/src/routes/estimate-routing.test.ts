import type { EstimateRequest, EstimateResponse } from '@handyman/contracts';
import { humanHeaders, validEstimate } from '../testing/estimate-fixtures';
import { ADMIN_TOKEN, makeTestApp, type TestApp } from '../testing/app-kit';

// Which office a request goes to is decided here, once: the ZIP's office, else the page's office,
// else (old clients) the id the client sent. The answer names the office; its replays do too.

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ estimateRateLimit: { capacity: 1000, refillPerMinute: 1000 } });
});
afterEach(() => t.close());

const SUMMERLIN = { path: 'offices/summerlin', phone: '(702) 555-0101', servesZip: true };
const MESA_FOR_PAGE = { path: 'offices/mesa', phone: '(480) 555-0103', servesZip: false };
const unservedZip = { ...validEstimate().address, zip: '10001' };

async function post(payload: unknown, headers: Record<string, string> = humanHeaders()) {
  const response = await t.app.inject({ method: 'POST', url: '/api/booking/estimate', payload: JSON.stringify(payload), headers });
  return { status: response.statusCode, headers: response.headers, body: response.json<EstimateResponse & { errors?: unknown }>() };
}

async function storedRequests(): Promise<EstimateRequest[]> {
  const response = await t.app.inject({ method: 'GET', url: '/admin/leads', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return response.json<{ leads: { request: EstimateRequest }[] }>().leads.map((lead) => lead.request);
}

describe('POST /api/booking/estimate: the office a request goes to', () => {
  it("sends it to the ZIP's office, whatever page office or id the client named", async () => {
    const { status, body } = await post(validEstimate({ serviceTitanId: 'ST-client', officePath: 'offices/mesa' }));
    expect(status).toBe(200);
    expect(body.office).toEqual(SUMMERLIN);
    expect((await storedRequests()).map((request) => request.serviceTitanId)).toEqual(['ST-summerlin']);
  });

  it("sends a ZIP no office serves to the page's office, before any id the client sent", async () => {
    const { body } = await post(validEstimate({ serviceTitanId: 'ST-client', address: unservedZip, officePath: 'offices/mesa' }));
    expect(body.office).toEqual(MESA_FOR_PAGE);
    expect((await storedRequests())[0]?.serviceTitanId).toBe('ST-mesa');
  });

  it('keeps the id an old client sent when neither the ZIP nor a page names an office, and names no office', async () => {
    const { body } = await post(validEstimate({ serviceTitanId: 'ST-client', address: unservedZip, officePath: 'offices/closed-office' }));
    expect(body.office).toBeNull();
    expect((await storedRequests())[0]?.serviceTitanId).toBe('ST-client');
  });

  it("still stores a request whose ZIP no office serves, from no office's page, with an empty id", async () => {
    const { status, body } = await post(validEstimate({ serviceTitanId: '', address: unservedZip }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ bookingSentSuccessfully: true, office: null });
    expect((await storedRequests()).map((request) => request.serviceTitanId)).toEqual(['']);
  });

  it("keeps a booked visit with the office whose calendar it was booked in, even in another office's territory", async () => {
    const appointment = { date: '2025-05-06', windowStart: '09:30', windowEnd: '11:30', timeZone: 'America/Phoenix' };
    const { body } = await post(validEstimate({ serviceTitanId: 'ST-mesa', officePath: 'offices/mesa', appointment }));
    expect(body.office).toEqual(MESA_FOR_PAGE);
    expect((await storedRequests())[0]?.serviceTitanId).toBe('ST-mesa');
  });

  it('still stores a request while the offices cannot be read (content importing), with the id sent and no office named', async () => {
    jest.spyOn(t.content, 'officeServingZip').mockImplementation(() => {
      throw new Error('content is importing');
    });
    const { status, body } = await post(validEstimate({ serviceTitanId: 'ST-client', officePath: 'offices/mesa' }));
    expect(status).toBe(200);
    expect(body.bookingSentSuccessfully).toBe(true);
    expect(body).not.toHaveProperty('office');
    expect((await storedRequests())[0]?.serviceTitanId).toBe('ST-client');
  });

  it('stores and forwards the platform payload: the page office path routes the request and is not kept', async () => {
    await post(validEstimate({ serviceTitanId: '', officePath: 'offices/mesa' }));
    const [stored] = await storedRequests();
    expect(stored).toEqual(validEstimate({ serviceTitanId: 'ST-summerlin' }));
    expect(stored).not.toHaveProperty('officePath');
  });

  it('answers a replay of the same key with the same office, even for a request routed by its page', async () => {
    const request = validEstimate({ serviceTitanId: '', address: unservedZip, officePath: 'offices/mesa' });
    const first = await post(request, humanHeaders('same-form'));
    const again = await post(request, humanHeaders('same-form'));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.body.office).toEqual(MESA_FOR_PAGE);
    expect(t.count('leads')).toBe(1);
  });

  it.each([['blog/a-post'], ['/offices/mesa/'], [`offices/${'m'.repeat(200)}`], [42], [null], [{ path: 'offices/mesa' }]])(
    'refuses an office path that is not one (%p) like any bad field, storing nothing',
    async (officePath) => {
      const { status, body } = await post({ ...validEstimate(), officePath });
      expect(status).toBe(400);
      expect(body).toMatchObject({ bookingSentSuccessfully: false, errors: { officePath: expect.stringContaining('office home path') } });
      expect(t.count('leads')).toBe(0);
    },
  );
});
