import { randomUUID } from 'node:crypto';
import type { EstimateResponse } from '@handyman/contracts';
import { pastDeadline, storedAnswer, type NewLead, type SaveOutcome } from '../lead-store';
import { firstRow, inTransaction } from '../../support/sqlite';
import type { LeadDatabase } from './database';

interface StoredResponseRow {
  response_json: string;
  request_hash: string | null;
}

interface Waiting {
  lead: NewLead;
  resolve: (outcome: SaveOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes leads: each lead, its outbox row and its idempotency key commit together or not at all.
 * Leads that arrive in the same turn of the event loop share one transaction (group commit), so
 * a burst costs one fsync instead of one per lead; every caller still hears back only after the
 * commit that holds its lead.
 */
export class SqliteLeadWriter {
  private readonly findKey;
  private readonly insertLead;
  private readonly insertOutbox;
  private readonly insertKey;
  private readonly findLead;
  private queue: Waiting[] = [];

  constructor(
    private readonly db: LeadDatabase,
    private readonly newId: () => string = randomUUID,
  ) {
    this.findKey = db.prepare('SELECT response_json, request_hash FROM idempotency_keys WHERE key = ?');
    this.findLead = db.prepare('SELECT lead_id FROM idempotency_keys WHERE key = ?');
    this.insertLead = db.prepare(
      'INSERT INTO leads (id, received_at, request_json, client_ip, user_agent, fill_ms, request_id, spam_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at, updated_at) VALUES (?, ?, ?)');
    this.insertKey = db.prepare(
      'INSERT INTO idempotency_keys (key, lead_id, response_json, created_at, request_hash) VALUES (?, ?, ?, ?, ?)',
    );
  }

  /** Resolves once the lead is durably committed (synchronous=FULL), or with the first answer for a repeat key. */
  saveLead(lead: NewLead): Promise<SaveOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resolve, reject });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    });
  }

  /** Stores a batch in one immediate transaction: all of it, or none of it. */
  private saveBatch(leads: readonly NewLead[]): SaveOutcome[] {
    return inTransaction(this.db, () => leads.map((lead) => this.saveOne(lead)), 'immediate');
  }

  /** The lead a key was stored with, if any. */
  receivedLead(idempotencyKey: string): string | undefined {
    return firstRow<{ lead_id: string }>(this.findLead, idempotencyKey)?.lead_id;
  }

  /** Forgets idempotency keys older than the cut-off; the leads themselves are kept. */
  pruneIdempotencyKeys(olderThan: number): number {
    return Number(this.db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(olderThan).changes);
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    try {
      const outcomes = this.saveBatch(batch.map((item) => item.lead));
      batch.forEach((item, index) => item.resolve(outcomes[index] as SaveOutcome));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // Keep one bad lead from failing its neighbours: retry each on its own.
      for (const item of batch) {
        try {
          item.resolve(this.saveBatch([item.lead])[0] as SaveOutcome);
        } catch (itemError) {
          item.reject(itemError);
        }
      }
    }
  }

  private saveOne(lead: NewLead): SaveOutcome {
    // Runs inside the batch transaction, so a key stored earlier in the same batch is seen here.
    if (lead.idempotencyKey !== undefined) {
      const previous = firstRow<StoredResponseRow>(this.findKey, lead.idempotencyKey);
      if (previous && previous.request_hash !== null && previous.request_hash !== lead.requestHash) return { kind: 'conflict' };
      if (previous) return { kind: 'replayed', response: JSON.parse(previous.response_json) as EstimateResponse };
    }
    // The batch commits as soon as this returns: a sender that stopped waiting gets nothing stored.
    if (pastDeadline(lead)) return { kind: 'late' };
    const leadId = this.newId();
    const response = storedAnswer(lead, leadId);
    const { receivedAt, clientIp, userAgent } = lead;
    const { fillMs, requestId, spamReason } = lead;
    this.insertLead.run(
      leadId,
      receivedAt,
      JSON.stringify(lead.request),
      clientIp,
      userAgent,
      fillMs ?? null,
      requestId ?? null,
      spamReason ?? null,
    );
    if (spamReason === undefined) this.insertOutbox.run(leadId, lead.receivedAt, lead.receivedAt);
    if (lead.idempotencyKey !== undefined) {
      this.insertKey.run(lead.idempotencyKey, leadId, JSON.stringify(response), lead.receivedAt, lead.requestHash);
    }
    return { kind: 'stored', leadId, response };
  }
}
