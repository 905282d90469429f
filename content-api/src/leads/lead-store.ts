import { randomUUID } from 'node:crypto';
import type { EstimateRequest, EstimateResponse } from '@handyman/shared/cms';
import type { LeadDatabase } from './database';

export interface NewLead {
  request: EstimateRequest;
  receivedAt: number;
  clientIp: string;
  userAgent: string;
  fillMs: number | undefined;
  idempotencyKey: string | undefined;
}

export type SaveOutcome =
  | { kind: 'stored'; leadId: string; response: EstimateResponse }
  | { kind: 'replayed'; response: EstimateResponse };

interface StoredResponseRow {
  response_json: string;
}

/** Writes leads: the lead, its outbox row and its idempotency key commit together or not at all. */
export class LeadStore {
  private readonly findKey;
  private readonly insertLead;
  private readonly insertOutbox;
  private readonly insertKey;
  private readonly save;

  constructor(
    private readonly db: LeadDatabase,
    private readonly newId: () => string = randomUUID,
  ) {
    this.findKey = db.prepare<[string], StoredResponseRow>('SELECT response_json FROM idempotency_keys WHERE key = ?');
    this.insertLead = db.prepare(
      'INSERT INTO leads (id, received_at, request_json, client_ip, user_agent, fill_ms) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at, updated_at) VALUES (?, ?, ?)');
    this.insertKey = db.prepare('INSERT INTO idempotency_keys (key, lead_id, response_json, created_at) VALUES (?, ?, ?, ?)');
    this.save = db.transaction((lead: NewLead): SaveOutcome => {
      if (lead.idempotencyKey !== undefined) {
        const previous = this.findKey.get(lead.idempotencyKey);
        if (previous) return { kind: 'replayed', response: JSON.parse(previous.response_json) as EstimateResponse };
      }
      const leadId = this.newId();
      const response: EstimateResponse = { bookingSentSuccessfully: true, leadId };
      this.insertLead.run(leadId, lead.receivedAt, JSON.stringify(lead.request), lead.clientIp, lead.userAgent, lead.fillMs ?? null);
      this.insertOutbox.run(leadId, lead.receivedAt, lead.receivedAt);
      if (lead.idempotencyKey !== undefined) {
        this.insertKey.run(lead.idempotencyKey, leadId, JSON.stringify(response), lead.receivedAt);
      }
      return { kind: 'stored', leadId, response };
    });
  }

  /** Durably stores a lead (committed with synchronous=FULL when this returns), or replays a repeat. */
  saveLead(lead: NewLead): SaveOutcome {
    return this.save.immediate(lead);
  }

  /** Forgets idempotency keys older than the cut-off; the leads themselves are kept. */
  pruneIdempotencyKeys(olderThan: number): number {
    return this.db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(olderThan).changes;
  }
}
