import { humanHeaders, validEstimate } from '../testing/estimate-fixtures';
import { ADMIN_TOKEN, makeTestApp, type TestApp } from '../testing/app-kit';

describe('GET /admin/leads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = makeTestApp();
    for (const name of ['First Customer', 'Second Customer']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/booking/estimate',
        payload: validEstimate({ customerName: name }),
        headers: humanHeaders(),
      });
      t.clock.now += 1000;
    }
  });
  afterAll(() => t.close());

  const list = (query = '', authorization?: string) =>
    t.app.inject({ method: 'GET', url: `/admin/leads${query}`, headers: authorization === undefined ? {} : { authorization } });

  it.each([
    ['no credentials', undefined],
    ['a wrong token', 'Bearer not-the-token'],
    ['the token without the Bearer scheme', ADMIN_TOKEN],
  ])('refuses %s with 401', async (_name, authorization) => {
    const response = await list('', authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="leads"');
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Send Authorization: Bearer <admin token>.' });
    expect(response.body).not.toContain('Customer');
  });

  it('lists leads newest first with their forwarding state for the business', async () => {
    const response = await list('', `Bearer ${ADMIN_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{
      total: number;
      forwardingEnabled: boolean;
      leads: { request: { customerName: string }; forwarded: boolean; forwardStatus: string }[];
    }>();
    expect(body.total).toBe(2);
    expect(body.forwardingEnabled).toBe(false);
    expect(body.leads.map((lead) => lead.request.customerName)).toEqual(['Second Customer', 'First Customer']);
    expect(body.leads[0]).toMatchObject({ forwarded: false, forwardStatus: 'pending', attempts: 0 });
  });

  it('filters by status and pages', async () => {
    expect((await list('?status=failed', `Bearer ${ADMIN_TOKEN}`)).json()).toMatchObject({ total: 0, leads: [] });
    const paged = (await list('?limit=1&page=2', `Bearer ${ADMIN_TOKEN}`)).json<{ leads: { request: { customerName: string } }[] }>();
    expect(paged.leads.map((lead) => lead.request.customerName)).toEqual(['First Customer']);
    expect((await list('?status=lost', `Bearer ${ADMIN_TOKEN}`)).statusCode).toBe(400);
    expect((await list('?limit=0', `Bearer ${ADMIN_TOKEN}`)).statusCode).toBe(400);
  });
});

describe('GET /admin/leads without a configured token', () => {
  it('does not exist', async () => {
    const t = makeTestApp({ adminToken: undefined });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/admin/leads', headers: { authorization: 'Bearer anything' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
