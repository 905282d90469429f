import type { EstimateRequest } from '@handyman/contracts';
import type pg from 'pg';
import type { Claim, DeliveryFailure, DueDelivery } from '../lead-store';

interface DueRow {
  lead_id: string;
  attempts: number;
  received_at: number;
  request_json: string;
  request_id: string | null;
  seq: number;
}

const DONE = 'claimed_by = NULL, claimed_until = NULL';

/**
 * The outbox in PostgreSQL, shared by every instance. A claim locks due rows with SKIP LOCKED, so
 * forwarders claiming at the same moment split the rows between them, and leases them until
 * `now + leaseMs`; rows of an instance that died become claimable again when the lease ends.
 */
export class PgOutbox {
  constructor(private readonly pool: pg.Pool) {}

  async claimDue(claim: Claim): Promise<DueDelivery[]> {
    const result = await this.pool.query<DueRow>(
      `WITH due AS (
         SELECT o.lead_id FROM outbox o JOIN leads l ON l.id = o.lead_id
         WHERE o.status = 'pending' AND o.next_attempt_at <= $1 AND (o.claimed_until IS NULL OR o.claimed_until <= $1)
         ORDER BY o.next_attempt_at, l.seq LIMIT $2
         FOR UPDATE OF o SKIP LOCKED)
       UPDATE outbox o SET claimed_by = $3, claimed_until = $4 FROM due, leads l
       WHERE o.lead_id = due.lead_id AND l.id = o.lead_id
       RETURNING o.lead_id, o.attempts, o.next_attempt_at, l.received_at, l.request_json, l.request_id, l.seq`,
      [claim.now, claim.limit, claim.owner, claim.now + claim.leaseMs],
    );
    return result.rows
      .sort((a, b) => a.seq - b.seq)
      .map((row) => ({
        leadId: row.lead_id,
        attempts: row.attempts,
        receivedAt: row.received_at,
        request: JSON.parse(row.request_json) as EstimateRequest,
        requestId: row.request_id ?? undefined,
      }));
  }

  async nextDueAt(): Promise<number | undefined> {
    const result = await this.pool.query<{ next: number | null }>(
      "SELECT MIN(GREATEST(next_attempt_at, COALESCE(claimed_until, 0))) AS next FROM outbox WHERE status = 'pending'",
    );
    return result.rows[0]?.next ?? undefined;
  }

  async markDelivered(leadId: string, status: number, now: number): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET status = 'delivered', attempts = attempts + 1, last_status = $1, last_error = NULL,
       delivered_at = $2, updated_at = $2, ${DONE} WHERE lead_id = $3 AND status = 'pending'`,
      [status, now, leadId],
    );
  }

  async scheduleRetry(leadId: string, failure: DeliveryFailure, at: number, now: number): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET attempts = attempts + 1, last_status = $1, last_error = $2, next_attempt_at = $3, updated_at = $4, ${DONE}
       WHERE lead_id = $5 AND status = 'pending'`,
      [failure.status, failure.reason, at, now, leadId],
    );
  }

  async markFailed(leadId: string, failure: DeliveryFailure, now: number): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_status = $1, last_error = $2, updated_at = $3, ${DONE}
       WHERE lead_id = $4 AND status = 'pending'`,
      [failure.status, failure.reason, now, leadId],
    );
  }

  async releaseClaim(leadId: string): Promise<void> {
    await this.pool.query(`UPDATE outbox SET ${DONE} WHERE lead_id = $1 AND status = 'pending'`, [leadId]);
  }
}
