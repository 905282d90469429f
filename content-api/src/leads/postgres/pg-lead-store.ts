import { randomUUID } from 'node:crypto';
import type { EstimateResponse } from '@handyman/contracts';
import type pg from 'pg';
import { LEAD_REPORT_SELECT, LEADS_WITH_OUTBOX, statusFilter, toReport, type ForwardStatus, type LeadRow } from '../lead-report';
import {
  pastDeadline,
  storedAnswer,
  type Claim,
  type DeliveryFailure,
  type DueDelivery,
  type LeadPage,
  type LeadStore,
  type NewLead,
  type OutboxStats,
  type SaveOutcome,
} from '../lead-store';
import { migrate } from './migrate';
import { PgHousekeeping } from './pg-housekeeping';
import { PgOutbox } from './pg-outbox';
import { inTransaction } from './pool';

/**
 * Leads in PostgreSQL, shared by any number of content-api instances. The schema is brought up to
 * date on first use (and again after a failure), so an instance started while the database is down
 * serves content at once and takes leads as soon as the database answers.
 */
export class PgLeadStore implements LeadStore {
  readonly kind = 'postgres';
  private readonly outbox: PgOutbox;
  private readonly housekeeping: PgHousekeeping;
  private schema: Promise<void> | undefined;

  constructor(
    readonly pool: pg.Pool,
    private readonly newId: () => string = randomUUID,
  ) {
    this.outbox = new PgOutbox(pool);
    this.housekeeping = new PgHousekeeping(pool);
  }

  check(): Promise<void> {
    this.schema ??= migrate(this.pool).then(
      () => undefined,
      (error: unknown) => {
        this.schema = undefined;
        throw error;
      },
    );
    return this.schema;
  }

  async saveLead(lead: NewLead): Promise<SaveOutcome> {
    await this.check();
    try {
      return await this.saveInTransaction(lead);
    } catch (error) {
      if (error instanceof LateLead) return { kind: 'late' };
      throw error;
    }
  }

  private saveInTransaction(lead: NewLead): Promise<SaveOutcome> {
    return inTransaction(this.pool, async (client) => {
      const leadId = this.newId();
      const response = storedAnswer(lead, leadId);
      if (lead.idempotencyKey !== undefined) {
        // Another transaction holding the same key makes this insert wait for its outcome: after its
        // commit this one inserts nothing and answers with the stored response; after its rollback
        // this one goes on and stores the lead.
        const inserted = await client.query(
          `INSERT INTO idempotency_keys (key, lead_id, response_json, created_at, request_hash) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (key) DO NOTHING`,
          [lead.idempotencyKey, leadId, JSON.stringify(response), lead.receivedAt, lead.requestHash],
        );
        if (inserted.rowCount === 0) {
          const previous = await client.query<{ response_json: string; request_hash: string | null }>(
            'SELECT response_json, request_hash FROM idempotency_keys WHERE key = $1',
            [lead.idempotencyKey],
          );
          const row = previous.rows[0];
          if (!row) throw new Error('the idempotency key was removed while this request read it; try again');
          if (row.request_hash !== null && row.request_hash !== lead.requestHash) return { kind: 'conflict' };
          return { kind: 'replayed', response: JSON.parse(row.response_json) as EstimateResponse };
        }
      }
      await client.query(
        `INSERT INTO leads (id, received_at, request_json, client_ip, user_agent, fill_ms, request_id, spam_reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          leadId,
          lead.receivedAt,
          JSON.stringify(lead.request),
          lead.clientIp,
          lead.userAgent,
          lead.fillMs ?? null,
          lead.requestId ?? null,
          lead.spamReason ?? null,
        ],
      );
      // A lead caught as spam gets no outbox row: it is never forwarded.
      if (lead.spamReason === undefined) {
        await client.query('INSERT INTO outbox (lead_id, next_attempt_at, updated_at) VALUES ($1, $2, $2)', [leadId, lead.receivedAt]);
      }
      // The last step before the commit: a sender that stopped waiting (the writes were slow) gets
      // nothing stored, so its "not received" stays true. Throwing rolls the transaction back.
      if (pastDeadline(lead)) throw new LateLead();
      return { kind: 'stored', leadId, response };
    });
  }

  async pruneIdempotencyKeys(olderThan: number): Promise<number> {
    await this.check();
    return (await this.pool.query('DELETE FROM idempotency_keys WHERE created_at < $1', [olderThan])).rowCount ?? 0;
  }

  async purgeLeads(receivedBefore: number, options: { pendingToo?: boolean } = {}): Promise<number> {
    await this.check();
    return this.housekeeping.purgeLeads(receivedBefore, options.pendingToo);
  }

  async receivedLead(idempotencyKey: string): Promise<string | undefined> {
    await this.check();
    return (await this.pool.query<{ lead_id: string }>('SELECT lead_id FROM idempotency_keys WHERE key = $1', [idempotencyKey])).rows[0]
      ?.lead_id;
  }

  async outboxStats(): Promise<OutboxStats> {
    await this.check();
    return this.housekeeping.outboxStats();
  }

  async checkWritable(): Promise<void> {
    await this.check();
    await this.housekeeping.checkWritable();
  }

  async listLeads(options: { status?: ForwardStatus; limit: number; offset: number }): Promise<LeadPage> {
    await this.check();
    const params: unknown[] = options.status && options.status !== 'spam' ? [options.status] : [];
    const where = statusFilter(options.status, '$1');
    const total = await this.pool.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${LEADS_WITH_OUTBOX} ${where}`, params);
    const rows = await this.pool.query<LeadRow>(
      `${LEAD_REPORT_SELECT} ${where} ORDER BY l.received_at DESC, l.seq DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, options.limit, options.offset],
    );
    return { total: total.rows[0]?.n ?? 0, leads: rows.rows.map(toReport) };
  }

  async claimDue(claim: Claim): Promise<DueDelivery[]> {
    await this.check();
    return this.outbox.claimDue(claim);
  }

  async nextDueAt(): Promise<number | undefined> {
    await this.check();
    return this.outbox.nextDueAt();
  }

  markDelivered(leadId: string, status: number, now: number): Promise<void> {
    return this.outbox.markDelivered(leadId, status, now);
  }

  scheduleRetry(leadId: string, failure: DeliveryFailure, at: number, now: number): Promise<void> {
    return this.outbox.scheduleRetry(leadId, failure, at, now);
  }

  markFailed(leadId: string, failure: DeliveryFailure, now: number): Promise<void> {
    return this.outbox.markFailed(leadId, failure, now);
  }

  releaseClaim(leadId: string): Promise<void> {
    return this.outbox.releaseClaim(leadId);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** Thrown inside a save's transaction to roll it back: the sender's deadline passed. */
class LateLead extends Error {
  override readonly name = 'LateLead';
}
