import fs from 'node:fs';
import type { EstimateResponse } from '@handyman/contracts';
import path from 'node:path';
import { tempDir } from '../testing/app-kit';
import { validEstimate } from '../testing/estimate-fixtures';
import { describeWithPostgres, type TestPostgres } from '../testing/postgres-kit';
import type { LeadStore, NewLead, SaveOutcome } from './lead-store';
import { PgLeadStore } from './postgres/pg-lead-store';
import { createLeadPool } from './postgres/pool';
import { SqliteLeadStore } from './sqlite/sqlite-lead-store';

/** Opens stores on one fresh database: each call another instance, as another process would. */
type StoreFactory = () => Promise<{ open: () => LeadStore; cleanUp: () => void }>;

const T0 = Date.parse('2025-05-01T12:00:00Z');
const LEASE = 10_000;
const silent = { warn: () => undefined };

const lead = (idempotencyKey?: string, receivedAt = T0, requestHash = 'hash-a'): NewLead => ({
  request: validEstimate(),
  receivedAt,
  clientIp: '127.0.0.1',
  userAgent: 'test',
  fillMs: 5000,
  idempotencyKey,
  requestHash,
  requestId: 'req-1',
});

function responseOf(outcome: SaveOutcome | undefined): EstimateResponse {
  if (outcome === undefined || outcome.kind === 'conflict' || outcome.kind === 'late')
    throw new Error(`the store answered ${outcome?.kind ?? 'nothing'}`);
  return outcome.response;
}

function idOf(outcome: SaveOutcome | undefined): string {
  const leadId = responseOf(outcome).leadId;
  if (leadId === undefined) throw new Error('the store answered without a lead id');
  return leadId;
}

function contract(factory: StoreFactory): void {
  let stores: LeadStore[];
  let cleanUp: () => void;
  let open: () => LeadStore;
  beforeEach(async () => {
    stores = [];
    ({ open: open, cleanUp } = await factory());
  });
  afterEach(async () => {
    await Promise.all(stores.map((store) => store.close()));
    cleanUp();
  });
  const instance = (): LeadStore => {
    const store = open();
    stores.push(store);
    return store;
  };
  const claim = (store: LeadStore, owner: string, now = T0, limit = 100) => store.claimDue({ now, limit, leaseMs: LEASE, owner });

  it('stores nothing for a sender whose deadline has passed, and stores a lead still awaited', async () => {
    const store = instance();
    expect(await store.saveLead({ ...lead('late-key'), late: () => true })).toEqual({ kind: 'late' });
    expect((await store.listLeads({ limit: 10, offset: 0 })).total).toBe(0);
    expect(await store.receivedLead('late-key')).toBeUndefined();
    expect((await store.saveLead({ ...lead('awaited-key'), late: () => false })).kind).toBe('stored');
    expect(await store.receivedLead('awaited-key')).toEqual(expect.any(String));
  });

  it('stores a lead with its pending outbox row and lists it newest first', async () => {
    const store = instance();
    const first = await store.saveLead(lead(undefined, T0));
    const second = await store.saveLead(lead(undefined, T0 + 1000));
    expect(first).toEqual({
      kind: 'stored',
      leadId: expect.any(String),
      response: { bookingSentSuccessfully: true, leadId: expect.any(String) },
    });
    const page = await store.listLeads({ limit: 10, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.leads.map((item) => item.id)).toEqual([idOf(second), idOf(first)]);
    expect(page.leads[1]).toMatchObject({
      forwardStatus: 'pending',
      attempts: 0,
      request: validEstimate(),
      fillMs: 5000,
      clientIp: '127.0.0.1',
    });
  });

  it('answers a repeated idempotency key with the first answer and stores nothing new', async () => {
    const store = instance();
    const first = await store.saveLead(lead('key-1'));
    const again = await store.saveLead(lead('key-1'));
    expect(again).toEqual({ kind: 'replayed', response: responseOf(first) });
    expect((await store.listLeads({ limit: 10, offset: 0 })).total).toBe(1);
  });

  it('stores one lead when two instances get the same key at once, and both answer the first answer', async () => {
    const [a, b] = [instance(), instance()];
    const outcomes = await Promise.all([
      a.saveLead(lead('same')),
      b.saveLead(lead('same')),
      a.saveLead(lead('same')),
      b.saveLead(lead('same')),
    ]);
    expect(new Set(outcomes.map(idOf)).size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'stored')).toHaveLength(1);
    expect((await a.listLeads({ limit: 10, offset: 0 })).total).toBe(1);
  });

  it('forgets old idempotency keys but keeps their leads', async () => {
    const store = instance();
    await store.saveLead(lead('old', T0));
    await store.saveLead(lead('new', T0 + 60_000));
    expect(await store.pruneIdempotencyKeys(T0 + 1)).toBe(1);
    expect((await store.saveLead(lead('old', T0 + 120_000))).kind).toBe('stored');
    expect((await store.saveLead(lead('new', T0 + 120_000))).kind).toBe('replayed');
    expect((await store.listLeads({ limit: 10, offset: 0 })).total).toBe(3);
  });

  it('hands each due row to one claimer only, even when two instances claim at once', async () => {
    const [a, b] = [instance(), instance()];
    const ids = await Promise.all(Array.from({ length: 30 }, () => a.saveLead(lead()))).then((all) => all.map(idOf));
    const [fromA, fromB] = await Promise.all([claim(a, 'a', T0, 20), claim(b, 'b', T0, 20)]);
    const claimed = [...(fromA ?? []), ...(fromB ?? [])].map((item) => item.leadId);
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed)).toEqual(new Set(ids));
    expect(await claim(a, 'a')).toEqual([]);
  });

  it('gives the rows of a claimer that stopped answering to another once the lease ends', async () => {
    const [dead, alive] = [instance(), instance()];
    const leadId = idOf(await dead.saveLead(lead()));
    expect((await claim(dead, 'dead')).map((item) => item.leadId)).toEqual([leadId]);
    expect(await claim(alive, 'alive', T0 + LEASE - 1)).toEqual([]);
    expect(await alive.nextDueAt()).toBe(T0 + LEASE);
    const taken = await claim(alive, 'alive', T0 + LEASE);
    expect(taken).toEqual([{ leadId, attempts: 0, receivedAt: T0, request: validEstimate(), requestId: 'req-1' }]);
  });

  it('lets a released claim be taken at once', async () => {
    const [a, b] = [instance(), instance()];
    const leadId = idOf(await a.saveLead(lead()));
    await claim(a, 'a');
    await a.releaseClaim(leadId);
    expect((await claim(b, 'b')).map((item) => item.leadId)).toEqual([leadId]);
  });

  it('records each attempt: retry later, delivered, failed; only pending rows are claimed', async () => {
    const store = instance();
    const [retried, delivered, failed] = await Promise.all([lead(), lead(), lead()].map((item) => store.saveLead(item)));
    const id = idOf;
    await claim(store, 'me');
    await store.scheduleRetry(id(retried), { status: 503, reason: 'platform answered HTTP 503' }, T0 + 30_000, T0);
    await store.markDelivered(id(delivered), 201, T0);
    await store.markFailed(id(failed), { status: 400, reason: 'phone rejected' }, T0);
    expect(await store.nextDueAt()).toBe(T0 + 30_000);
    expect(await claim(store, 'me', T0 + 29_999)).toEqual([]);
    expect((await claim(store, 'me', T0 + 30_000)).map((item) => [item.leadId, item.attempts])).toEqual([[id(retried), 1]]);
    const byStatus = async (status: 'pending' | 'delivered' | 'failed') => (await store.listLeads({ status, limit: 10, offset: 0 })).leads;
    expect(await byStatus('pending')).toMatchObject([
      { id: id(retried), attempts: 1, lastStatus: 503, lastError: 'platform answered HTTP 503' },
    ]);
    expect(await byStatus('delivered')).toMatchObject([
      { id: id(delivered), forwarded: true, lastStatus: 201, deliveredAt: new Date(T0).toISOString() },
    ]);
    expect(await byStatus('failed')).toMatchObject([{ id: id(failed), forwarded: false, lastStatus: 400, lastError: 'phone rejected' }]);
    await store.markDelivered(id(retried), 200, T0 + 30_000);
    expect(await store.nextDueAt()).toBeUndefined();
  });

  it('refuses a key reused with another request: nothing stored, the first lead untouched', async () => {
    const store = instance();
    const first = await store.saveLead(lead('key-2', T0, 'hash-a'));
    expect(await store.saveLead(lead('key-2', T0 + 1, 'hash-b'))).toEqual({ kind: 'conflict' });
    expect(await store.saveLead(lead('key-2', T0 + 2, 'hash-a'))).toEqual({ kind: 'replayed', response: responseOf(first) });
    expect((await store.listLeads({ limit: 10, offset: 0 })).leads.map((item) => item.id)).toEqual([idOf(first)]);
  });

  it('counts the outbox by state and names the oldest lead still waiting', async () => {
    const store = instance();
    expect(await store.outboxStats()).toEqual({ pending: 0, delivered: 0, failed: 0, oldestPendingReceivedAt: undefined });
    const saved = await Promise.all([T0, T0 + 1000, T0 + 2000, T0 + 3000].map((at) => store.saveLead(lead(undefined, at))));
    const [a, b, c] = saved.map(idOf);
    await store.markDelivered(a ?? '', 200, T0 + 5000);
    await store.markFailed(b ?? '', { status: 422, reason: 'bad phone' }, T0 + 5000);
    await store.scheduleRetry(c ?? '', { status: 503, reason: 'down' }, T0 + 60_000, T0 + 5000);
    expect(await store.outboxStats()).toEqual({ pending: 2, delivered: 1, failed: 1, oldestPendingReceivedAt: T0 + 2000 });
  });

  it('purges delivered and failed leads older than the cut-off with their keys, and keeps pending ones', async () => {
    const store = instance();
    const DAY = 24 * 60 * 60 * 1000;
    const [oldDelivered, oldFailed, oldPending, recent] = (
      await Promise.all([lead('k1', T0), lead('k2', T0), lead('k3', T0), lead('k4', T0 + 10 * DAY)].map((item) => store.saveLead(item)))
    ).map(idOf);
    for (const id of [oldDelivered, recent]) await store.markDelivered(id ?? '', 200, T0 + 11 * DAY);
    await store.markFailed(oldFailed ?? '', { status: 400, reason: 'refused' }, T0);
    expect(await store.purgeLeads(T0 + 5 * DAY)).toBe(2);
    const left = (await store.listLeads({ limit: 10, offset: 0 })).leads.map((item) => item.id);
    expect(left.sort()).toEqual([oldPending, recent].sort());
    // The purged leads' keys are gone with them: the same key now stores a new lead.
    expect((await store.saveLead(lead('k1', T0 + 12 * DAY))).kind).toBe('stored');
    expect((await store.saveLead(lead('k3', T0 + 12 * DAY))).kind).toBe('replayed');
    expect(await store.purgeLeads(T0 + 5 * DAY)).toBe(0);
  });

  it('sets a lead caught as spam aside: stored with its key, never claimed, listed as spam, purged like a done lead', async () => {
    const store = instance();
    const DAY = 24 * 60 * 60 * 1000;
    const spam = idOf(await store.saveLead({ ...lead('bot'), spamReason: 'honeypot field filled' }));
    const person = idOf(await store.saveLead(lead('person')));
    expect(await store.receivedLead('bot')).toBe(spam);
    expect(await store.receivedLead('nobody')).toBeUndefined();
    expect((await store.saveLead(lead('bot'))).kind).toBe('replayed');
    expect((await claim(store, 'a')).map((due) => due.leadId)).toEqual([person]);
    expect(await store.outboxStats()).toMatchObject({ pending: 1, delivered: 0, failed: 0 });
    const listed = await store.listLeads({ status: 'spam', limit: 10, offset: 0 });
    expect(listed).toMatchObject({ total: 1, leads: [{ id: spam, forwardStatus: 'spam', spamReason: 'honeypot field filled' }] });
    expect((await store.listLeads({ limit: 10, offset: 0 })).total).toBe(2);
    expect(await store.purgeLeads(T0 + DAY)).toBe(1);
    // With nothing to forward them, pending leads reach retention too.
    expect(await store.purgeLeads(T0 + DAY, { pendingToo: true })).toBe(1);
    expect((await store.listLeads({ limit: 10, offset: 0 })).total).toBe(0);
  });

  it('says it can take writes', async () => {
    await expect(instance().checkWritable()).resolves.toBeUndefined();
  });

  it('pages the admin list', async () => {
    const store = instance();
    for (let index = 0; index < 5; index += 1) await store.saveLead(lead(undefined, T0 + index));
    const page = await store.listLeads({ limit: 2, offset: 2 });
    expect(page.total).toBe(5);
    expect(page.leads.map((item) => item.receivedAt)).toEqual([new Date(T0 + 2).toISOString(), new Date(T0 + 1).toISOString()]);
  });
}

describe('lead store contract: SQLite', () => {
  contract(async () => {
    const dir = tempDir();
    const dbPath = path.join(dir, 'leads.db');
    return { open: () => SqliteLeadStore.open(dbPath), cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) };
  });
});

describeWithPostgres('lead store contract: PostgreSQL', (server: () => TestPostgres) => {
  contract(async () => {
    const url = await server().createDatabase();
    return { open: () => new PgLeadStore(createLeadPool(url, silent)), cleanUp: () => undefined };
  });
});
