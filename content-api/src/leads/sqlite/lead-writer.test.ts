import fs from 'node:fs';
import path from 'node:path';
import { validEstimate } from '../../testing/estimate-fixtures';
import { tempDir } from '../../testing/app-kit';
import type { NewLead } from '../lead-store';
import { openLeadDatabase, type LeadDatabase } from './database';
import { SqliteLeadWriter } from './lead-writer';

const lead = (idempotencyKey?: string): NewLead => ({
  request: validEstimate(),
  receivedAt: 1,
  clientIp: '127.0.0.1',
  userAgent: 'test',
  fillMs: 5000,
  idempotencyKey,
  requestHash: 'hash',
  requestId: undefined,
});

let dir: string;
let db: LeadDatabase;
beforeEach(() => {
  dir = tempDir();
  db = openLeadDatabase(path.join(dir, 'leads.db'));
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('SQLite lead writer: group commit', () => {
  it('stores leads sent in the same turn together, honouring a key repeated within the batch', async () => {
    const store = new SqliteLeadWriter(db);
    const outcomes = await Promise.all([lead('a'), lead('b'), lead('a'), lead(), lead()].map((item) => store.saveLead(item)));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['stored', 'stored', 'replayed', 'stored', 'stored']);
    expect(outcomes[2]).toEqual({ kind: 'replayed', response: { bookingSentSuccessfully: true, leadId: expect.any(String) } });
    expect(outcomes[2]).toMatchObject({ response: (outcomes[0] as { response: unknown }).response });
    expect(count('leads')).toBe(4);
    expect(count('outbox')).toBe(4);
    expect(count('idempotency_keys')).toBe(2);
  });

  it('keeps one failing lead from losing the others in its batch', async () => {
    const store = new SqliteLeadWriter(db);
    // A value JSON cannot hold makes this one lead's insert throw inside the shared transaction.
    const unstorable: NewLead = { ...lead(), request: { ...validEstimate(), summary: 10n as unknown as string } };
    const results = await Promise.allSettled([store.saveLead(lead()), store.saveLead(unstorable), store.saveLead(lead())]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(count('leads')).toBe(2);
  });

  it('refuses a key reused with another request within a batch, and replays keys stored before request hashes were kept', async () => {
    const store = new SqliteLeadWriter(db);
    const [first, reused] = await Promise.all([store.saveLead(lead('k')), store.saveLead({ ...lead('k'), requestHash: 'other' })]);
    expect([first?.kind, reused?.kind]).toEqual(['stored', 'conflict']);
    // A key written by the previous schema has no hash: it is answered as before.
    db.prepare('UPDATE idempotency_keys SET request_hash = NULL').run();
    expect((await store.saveLead({ ...lead('k'), requestHash: 'other' })).kind).toBe('replayed');
    expect(count('leads')).toBe(1);
  });
});
