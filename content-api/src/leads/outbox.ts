import type { EstimateRequest } from '@handyman/contracts';
import type { LeadDatabase } from './database';

/** A lead due for delivery to the field-service platform. */
export interface DueDelivery {
  leadId: string;
  attempts: number;
  receivedAt: number;
  request: EstimateRequest;
}

interface DueRow {
  lead_id: string;
  attempts: number;
  received_at: number;
  request_json: string;
}

/** The outbox side of the lead database: what is due, and how each attempt ended. */
export class Outbox {
  private readonly dueStatement;
  private readonly nextDueStatement;
  private readonly deliveredStatement;
  private readonly retryStatement;
  private readonly failedStatement;

  constructor(db: LeadDatabase) {
    this.dueStatement = db.prepare<[number, number], DueRow>(
      `SELECT o.lead_id, o.attempts, l.received_at, l.request_json FROM outbox o JOIN leads l ON l.id = o.lead_id
       WHERE o.status = 'pending' AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, l.rowid LIMIT ?`,
    );
    this.nextDueStatement = db.prepare<[], { next: number | null }>(
      "SELECT MIN(next_attempt_at) AS next FROM outbox WHERE status = 'pending'",
    );
    this.deliveredStatement = db.prepare(
      `UPDATE outbox SET status = 'delivered', attempts = attempts + 1, last_status = ?, last_error = NULL,
       delivered_at = ?, updated_at = ? WHERE lead_id = ? AND status = 'pending'`,
    );
    this.retryStatement = db.prepare(
      `UPDATE outbox SET attempts = attempts + 1, last_status = ?, last_error = ?, next_attempt_at = ?, updated_at = ?
       WHERE lead_id = ? AND status = 'pending'`,
    );
    this.failedStatement = db.prepare(
      `UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_status = ?, last_error = ?, updated_at = ?
       WHERE lead_id = ? AND status = 'pending'`,
    );
  }

  due(now: number, limit: number): DueDelivery[] {
    return this.dueStatement.all(now, limit).map((row) => ({
      leadId: row.lead_id,
      attempts: row.attempts,
      receivedAt: row.received_at,
      request: JSON.parse(row.request_json) as EstimateRequest,
    }));
  }

  /** When the earliest pending delivery is due, undefined when nothing is pending. */
  nextDueAt(): number | undefined {
    return this.nextDueStatement.get()?.next ?? undefined;
  }

  markDelivered(leadId: string, status: number, now: number): void {
    this.deliveredStatement.run(status, now, now, leadId);
  }

  scheduleRetry(leadId: string, failure: { status: number | null; reason: string }, at: number, now: number): void {
    this.retryStatement.run(failure.status, failure.reason, at, now, leadId);
  }

  markFailed(leadId: string, failure: { status: number | null; reason: string }, now: number): void {
    this.failedStatement.run(failure.status, failure.reason, now, leadId);
  }
}
