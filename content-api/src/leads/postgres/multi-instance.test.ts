import pg from 'pg';
import { ADMIN_TOKEN, makeTestApp, type TestApp } from '../../testing/app-kit';
import { humanHeaders, validEstimate } from '../../testing/estimate-fixtures';
import { startStubPlatform, type StubPlatform } from '../../testing/platform-kit';
import { describeWithPostgres } from '../../testing/postgres-kit';
import { waitFor } from '../../testing/wait-kit';
import { migrate, readMigrations } from './migrate';
import { createLeadPool } from './pool';

jest.setTimeout(60_000);

const quiet = { warn: () => undefined };
const NO_LIMIT = { capacity: 100_000, refillPerMinute: 100_000 };
/** Connections in the lead store's pool (pool.ts). */
const POOL_SIZE = 10;

const post = (app: TestApp, key?: string) =>
  app.app.inject({ method: 'POST', url: '/api/booking/estimate', payload: validEstimate(), headers: humanHeaders(key) });

async function leadsOf(app: TestApp): Promise<{ total: number; leads: { id: string; forwardStatus: string }[] }> {
  const response = await app.app.inject({
    method: 'GET',
    url: '/admin/leads?limit=500',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

// Several content-api instances on one PostgreSQL, and the faults a shared database brings.
describeWithPostgres('content-api instances sharing PostgreSQL', (server) => {
  let apps: TestApp[] = [];
  let stub: StubPlatform | undefined;
  let url: string;
  const instance = (overrides: Parameters<typeof makeTestApp>[0] = {}): TestApp => {
    const app = makeTestApp({ databaseUrl: url, estimateRateLimit: NO_LIMIT, ...overrides });
    apps.push(app);
    return app;
  };
  beforeEach(async () => {
    url = await server().createDatabase();
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    await stub?.close();
    stub = undefined;
  });

  it('applies each migration once when several instances start together', async () => {
    const pools = [1, 2, 3].map(() => createLeadPool(url, quiet));
    try {
      const applied = await Promise.all(pools.map((pool) => migrate(pool)));
      expect(applied.flat()).toEqual(readMigrations().map((migration) => migration.name));
      const rows = await pools[0]?.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
      expect(rows?.rows.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('stores one lead when the same Idempotency-Key reaches two instances at once; both answer the first answer', async () => {
    const [a, b] = [instance(), instance()];
    const responses = await Promise.all([post(a, 'key-42'), post(b, 'key-42'), post(b, 'key-42'), post(a, 'key-42')]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(responses.map((response) => response.json<{ leadId: string }>().leadId));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect((await leadsOf(a)).total).toBe(1);
    expect((await leadsOf(b)).leads.map((lead) => lead.id)).toEqual([...ids]);
  });

  it('delivers every lead exactly once with forwarders running on both instances and a platform failing a third of calls', async () => {
    // Every third call fails with a 503; the retry comes after a short backoff.
    const script = Array.from({ length: 500 }, (_, index) => ({ status: index % 3 === 2 ? 503 : 200 }));
    stub = await startStubPlatform(script);
    const platform = stub;
    const tuning = {
      forwardUrl: platform.url,
      now: Date.now,
      random: Math.random,
      forwarder: { baseDelayMs: 20, maxDelayMs: 100, idlePollMs: 200 },
    };
    const [a, b] = [instance(tuning), instance(tuning)];
    a.forwarder.start();
    b.forwarder.start();
    const responses = await Promise.all(Array.from({ length: 40 }, (_, index) => post(index % 2 === 0 ? a : b)));
    const ids = responses.map((response) => response.json<{ leadId: string }>().leadId);
    await waitFor(async () => (await leadsOf(a)).leads.every((lead) => lead.forwardStatus === 'delivered'), 'every lead delivered', 30_000);
    const accepted = platform.received.filter((_, index) => script[index]?.status === 200).map((request) => String(request.body.leadId));
    expect(accepted.sort()).toEqual([...ids].sort()); // each lead accepted exactly once: no row was claimed twice
    expect(platform.received.length).toBeGreaterThan(ids.length); // the failed calls were retried
  });

  it("delivers a lead claimed by an instance that died, once that instance's lease ends", async () => {
    stub = await startStubPlatform([{ status: 200 }]);
    const [dying, survivor] = [instance({ forwardUrl: stub.url }), instance({ forwardUrl: stub.url })];
    const leadId = (await post(dying)).json<{ leadId: string }>().leadId;
    // The dying instance claims the lead and is gone before it attempts delivery.
    const lease = 12_000;
    expect(await dying.leads.claimDue({ now: dying.clock.now, limit: 10, leaseMs: lease, owner: 'dying' })).toHaveLength(1);
    survivor.clock.now = dying.clock.now + lease - 1;
    expect(await survivor.forwarder.runOnce()).toBe(0);
    survivor.clock.now += 1;
    expect(await survivor.forwarder.runOnce()).toBe(1);
    expect(stub.received.map((request) => request.body.leadId)).toEqual([leadId]);
    expect((await leadsOf(survivor)).leads).toMatchObject([{ id: leadId, forwardStatus: 'delivered' }]);
  });

  it('loses no acknowledged lead when the database drops connections in the middle of transactions', async () => {
    const app = instance();
    expect((await post(app)).statusCode).toBe(200); // schema in place
    // Hold every lead transaction open at its outbox insert, then drop all connections to the database.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    blocker.on('error', () => undefined);
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE outbox IN EXCLUSIVE MODE');
    const sending = Promise.all(Array.from({ length: 20 }, () => post(app)));
    await waitFor(async () => (await server().waitingOnLocks(url)) >= POOL_SIZE, 'every pooled connection to wait inside a transaction');
    // The service's connections go while the lock is still held, so each dies inside its
    // transaction; had the blocker gone first, a waiter could take the lock and commit before its
    // own end came. The requests queued behind them take new connections and wait on the lock.
    expect(await server().terminateConnections(url, 'content-api')).toBeGreaterThanOrEqual(POOL_SIZE);
    await waitFor(async () => (await server().waitingOnLocks(url)) >= POOL_SIZE, 'the queued requests to wait on new connections');
    await blocker.end();
    const responses = await sending;

    const acknowledged = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<{ leadId: string }>().leadId);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(POOL_SIZE);
    for (const response of refused) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ error: 'storage_unavailable', bookingSentSuccessfully: false });
    }
    const stored = (await leadsOf(app)).leads.map((lead) => lead.id);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    expect(stored).toHaveLength(1 + acknowledged.length); // nothing refused was kept half-written
    expect((await post(app)).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while the database is down, keeps serving content, and takes leads again when it returns', async () => {
    const app = instance();
    expect((await post(app)).statusCode).toBe(200);
    await server().stop();
    try {
      const refused = await post(app);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({ bookingSentSuccessfully: false, error: 'storage_unavailable' });
      const admin = await app.app.inject({ method: 'GET', url: '/admin/leads', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(admin.statusCode).toBe(503);
      expect((await app.app.inject({ method: 'GET', url: '/api/page?path=offices/summerlin' })).statusCode).toBe(200);
    } finally {
      await server().start();
    }
    await waitFor(async () => (await post(app)).statusCode === 200, 'intake to work again without a restart');
    expect((await leadsOf(app)).total).toBe(2);
  });

  it('starts while the database is down and takes leads once it is up, creating the schema then', async () => {
    await server().stop();
    let app: TestApp;
    try {
      app = instance();
      expect((await post(app)).statusCode).toBe(503);
      expect((await app.app.inject({ method: 'GET', url: '/external-services/zip-code-lookup?zipCode=89135' })).statusCode).toBe(200);
    } finally {
      await server().start();
    }
    const response = await post(app);
    expect(response.statusCode).toBe(200);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      expect((await client.query('SELECT COUNT(*)::int AS n FROM leads')).rows).toEqual([{ n: 1 }]);
    } finally {
      await client.end();
    }
  });
});
