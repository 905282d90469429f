import { expiredLeads } from '../lead-report';
import type { OutboxStats } from '../lead-store';
import { columnValues, firstRow, inTransaction, pragma } from '../../support/sqlite';
import type { LeadDatabase } from './database';

/** Leads deleted per transaction, so a long backlog never holds the write lock for long. */
export const PURGE_BATCH = 500;
/** How long the readiness check waits for another process's write lock before saying so. */
const WRITE_CHECK_WAIT_MS = 200;
const BUSY_TIMEOUT_MS = 5000;

/** Retention, metrics and readiness queries of the SQLite lead store. */
export class SqliteHousekeeping {
  private readonly expired;
  private readonly expiredOrPending;
  private readonly counts;
  private readonly oldestPending;

  constructor(private readonly db: LeadDatabase) {
    this.expired = db.prepare(`${expiredLeads(false, '?')} LIMIT ${PURGE_BATCH}`);
    this.expiredOrPending = db.prepare(`${expiredLeads(true, '?')} LIMIT ${PURGE_BATCH}`);
    this.counts = db.prepare('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status');
    this.oldestPending = db.prepare(
      "SELECT MIN(l.received_at) AS oldest FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.status = 'pending'",
    );
  }

  purgeLeads(receivedBefore: number, pendingToo = false): number {
    let purged = 0;
    for (;;) {
      const deleted = inTransaction(
        this.db,
        () => {
          const ids = columnValues<string>(pendingToo ? this.expiredOrPending : this.expired, receivedBefore);
          if (ids.length === 0) return 0;
          const list = JSON.stringify(ids);
          // Children first: the keys and the outbox row refer to the lead.
          for (const table of ['idempotency_keys', 'outbox']) {
            this.db.prepare(`DELETE FROM ${table} WHERE lead_id IN (SELECT value FROM json_each(?))`).run(list);
          }
          this.db.prepare('DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))').run(list);
          return ids.length;
        },
        'immediate',
      );
      purged += deleted;
      if (deleted < PURGE_BATCH) return purged;
    }
  }

  outboxStats(): OutboxStats {
    const byStatus = new Map((this.counts.all() as { status: string; n: number }[]).map((row) => [row.status, row.n]));
    const oldest = firstRow<{ oldest: number | null }>(this.oldestPending)?.oldest;
    return {
      pending: byStatus.get('pending') ?? 0,
      delivered: byStatus.get('delivered') ?? 0,
      failed: byStatus.get('failed') ?? 0,
      oldestPendingReceivedAt: oldest ?? undefined,
    };
  }

  /** Takes the write lock and lets it go: proves the file is writable and not locked by another process. */
  checkWritable(): void {
    if (this.db.isTransaction) return; // a write is under way on this very connection
    pragma(this.db, `busy_timeout = ${WRITE_CHECK_WAIT_MS}`);
    try {
      this.db.exec('BEGIN IMMEDIATE');
      this.db.exec('ROLLBACK');
    } finally {
      pragma(this.db, `busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
  }
}
