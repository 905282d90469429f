import { makeTestApp, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.close());

describe('GET /healthz and /readyz', () => {
  it('answers readiness and metrics on the operations listener only; health on both', async () => {
    for (const url of ['/readyz', '/metrics']) {
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
      expect([url, (await t.ops.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
    expect((await t.ops.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
  });

  it('says the process is alive, and ready when the content database answers and the lead store takes writes', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ ok: true });
    const ready = await t.ops.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ ready: true, checks: { content: 'ok', leads: 'ok' } });
  });

  it('answers 503 with the reason when the lead store cannot take writes, and stays alive', async () => {
    // Another process holds the lead database's write lock (as a stuck writer would).
    const { openDatabase } = await import('../support/sqlite');
    const other = openDatabase(t.dbPath);
    other.exec('BEGIN IMMEDIATE');
    try {
      const response = await t.ops.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ ready: false, checks: { content: 'ok', leads: 'database is locked' } });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await t.ops.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 when the content database cannot answer', async () => {
    jest.spyOn(t.content, 'check').mockImplementation(() => {
      throw new Error('disk I/O error');
    });
    const response = await t.ops.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ready: false, checks: { content: 'disk I/O error', leads: 'ok' } });
  });

  it('counts a check that hangs as failed', async () => {
    jest.spyOn(t.leads, 'checkWritable').mockReturnValue(new Promise(() => undefined));
    const response = await t.ops.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ready: false, checks: { leads: 'no answer within 2000 ms' } });
  });
});
