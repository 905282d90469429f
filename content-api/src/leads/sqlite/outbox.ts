import type { EstimateRequest } from '@handyman/contracts';
import type { Claim, DeliveryFailure, DueDelivery } from '../lead-store';
import { allNamed, firstRow, inTransaction } from '../../support/sqlite';
import type { LeadDatabase } from './database';

interface DueRow {
  lead_id: string;
  attempts: number;
  received_at: number;
  request_json: string;
  request_id: string | null;
}

/** The outbox in SQLite. Claims run in an immediate transaction, so two processes on one file never share a row. */
export class SqliteOutbox {
  private readonly dueStatement;
  private readonly claimStatement;
  private readonly nextDueStatement;
  private readonly deliveredStatement;
  private readonly retryStatement;
  private readonly failedStatement;
  private readonly releaseStatement;

  constructor(private readonly db: LeadDatabase) {
    this.dueStatement = db.prepare(
      `SELECT o.lead_id, o.attempts, l.received_at, l.request_json, l.request_id FROM outbox o JOIN leads l ON l.id = o.lead_id
       WHERE o.status = 'pending' AND o.next_attempt_at <= @now AND (o.claimed_until IS NULL OR o.claimed_until <= @now)
       ORDER BY o.next_attempt_at, l.rowid LIMIT @limit`,
    );
    this.claimStatement = db.prepare('UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE lead_id = ?');
    this.nextDueStatement = db.prepare(
      "SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, 0))) AS next FROM outbox WHERE status = 'pending'",
    );
    const done = 'claimed_by = NULL, claimed_until = NULL';
    this.deliveredStatement = db.prepare(
      `UPDATE outbox SET status = 'delivered', attempts = attempts + 1, last_status = ?, last_error = NULL,
       delivered_at = ?, updated_at = ?, ${done} WHERE lead_id = ? AND status = 'pending'`,
    );
    this.retryStatement = db.prepare(
      `UPDATE outbox SET attempts = attempts + 1, last_status = ?, last_error = ?, next_attempt_at = ?, updated_at = ?, ${done}
       WHERE lead_id = ? AND status = 'pending'`,
    );
    this.failedStatement = db.prepare(
      `UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_status = ?, last_error = ?, updated_at = ?, ${done}
       WHERE lead_id = ? AND status = 'pending'`,
    );
    this.releaseStatement = db.prepare(`UPDATE outbox SET ${done} WHERE lead_id = ? AND status = 'pending'`);
  }

  private claimBatch(claim: Claim): DueRow[] {
    return inTransaction(
      this.db,
      () => {
        const rows = allNamed<DueRow>(this.dueStatement, { now: claim.now, limit: claim.limit });
        for (const row of rows) this.claimStatement.run(claim.owner, claim.now + claim.leaseMs, row.lead_id);
        return rows;
      },
      'immediate',
    );
  }

  claimDue(claim: Claim): DueDelivery[] {
    return this.claimBatch(claim).map((row) => ({
      leadId: row.lead_id,
      attempts: row.attempts,
      receivedAt: row.received_at,
      request: JSON.parse(row.request_json) as EstimateRequest,
      requestId: row.request_id ?? undefined,
    }));
  }

  nextDueAt(): number | undefined {
    return firstRow<{ next: number | null }>(this.nextDueStatement)?.next ?? undefined;
  }

  markDelivered(leadId: string, status: number, now: number): void {
    this.deliveredStatement.run(status, now, now, leadId);
  }

  scheduleRetry(leadId: string, failure: DeliveryFailure, at: number, now: number): void {
    this.retryStatement.run(failure.status, failure.reason, at, now, leadId);
  }

  markFailed(leadId: string, failure: DeliveryFailure, now: number): void {
    this.failedStatement.run(failure.status, failure.reason, now, leadId);
  }

  releaseClaim(leadId: string): void {
    this.releaseStatement.run(leadId);
  }
}
