import type pg from 'pg';
import { expiredLeads } from '../lead-report';
import type { OutboxStats } from '../lead-store';
import { inTransaction } from './pool';

/** Leads deleted per transaction, so a long backlog never holds locks for long. */
const PURGE_BATCH = 500;

/** Retention, metrics and readiness queries of the PostgreSQL lead store. */
export class PgHousekeeping {
  constructor(private readonly pool: pg.Pool) {}

  async purgeLeads(receivedBefore: number, pendingToo = false): Promise<number> {
    let purged = 0;
    for (;;) {
      const deleted = await inTransaction(this.pool, async (client) => {
        // Rows another transaction holds (a forwarder's claim) are left for the next pass.
        const expired = await client.query<{ id: string }>(
          `${expiredLeads(pendingToo, '$1')} LIMIT ${PURGE_BATCH} FOR UPDATE OF l SKIP LOCKED`,
          [receivedBefore],
        );
        const ids = expired.rows.map((row) => row.id);
        if (ids.length === 0) return 0;
        await client.query('DELETE FROM idempotency_keys WHERE lead_id = ANY($1)', [ids]);
        await client.query('DELETE FROM outbox WHERE lead_id = ANY($1)', [ids]);
        await client.query('DELETE FROM leads WHERE id = ANY($1)', [ids]);
        return ids.length;
      });
      purged += deleted;
      if (deleted < PURGE_BATCH) return purged;
    }
  }

  async outboxStats(): Promise<OutboxStats> {
    const counts = await this.pool.query<{ status: string; n: number }>('SELECT status, COUNT(*)::int AS n FROM outbox GROUP BY status');
    const oldest = await this.pool.query<{ oldest: number | null }>(
      "SELECT MIN(l.received_at) AS oldest FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.status = 'pending'",
    );
    const byStatus = new Map(counts.rows.map((row) => [row.status, row.n]));
    return {
      pending: byStatus.get('pending') ?? 0,
      delivered: byStatus.get('delivered') ?? 0,
      failed: byStatus.get('failed') ?? 0,
      oldestPendingReceivedAt: oldest.rows[0]?.oldest ?? undefined,
    };
  }

  /** The database answers and takes writes (not a read-only standby, not set read-only). */
  async checkWritable(): Promise<void> {
    const result = await this.pool.query<{ read_only: string }>("SELECT current_setting('transaction_read_only') AS read_only");
    if (result.rows[0]?.read_only !== 'off') throw new Error('the lead database is read-only');
  }
}
