import type { ForwardStatus } from '../lead-report';
import { LEAD_REPORT_SELECT, LEADS_WITH_OUTBOX, statusFilter, toReport, type LeadRow } from '../lead-report';
import type { Claim, DeliveryFailure, DueDelivery, LeadPage, LeadStore, NewLead, OutboxStats, SaveOutcome } from '../lead-store';
import { allNamed, firstNamed, type NamedParams } from '../../support/sqlite';
import { openLeadDatabase, type LeadDatabase } from './database';
import { SqliteHousekeeping } from './housekeeping';
import { SqliteLeadWriter } from './lead-writer';
import { SqliteOutbox } from './outbox';

/** The embedded default: one SQLite file (WAL, synchronous=FULL) on this machine. */
export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite';
  private readonly writer: SqliteLeadWriter;
  private readonly outbox: SqliteOutbox;
  private readonly housekeeping: SqliteHousekeeping;

  constructor(readonly db: LeadDatabase) {
    this.writer = new SqliteLeadWriter(db);
    this.outbox = new SqliteOutbox(db);
    this.housekeeping = new SqliteHousekeeping(db);
  }

  static open(dbPath: string): SqliteLeadStore {
    return new SqliteLeadStore(openLeadDatabase(dbPath));
  }

  saveLead(lead: NewLead): Promise<SaveOutcome> {
    return this.writer.saveLead(lead);
  }

  async pruneIdempotencyKeys(olderThan: number): Promise<number> {
    return this.writer.pruneIdempotencyKeys(olderThan);
  }

  async purgeLeads(receivedBefore: number, options: { pendingToo?: boolean } = {}): Promise<number> {
    return this.housekeeping.purgeLeads(receivedBefore, options.pendingToo);
  }

  async receivedLead(idempotencyKey: string): Promise<string | undefined> {
    return this.writer.receivedLead(idempotencyKey);
  }

  async outboxStats(): Promise<OutboxStats> {
    return this.housekeeping.outboxStats();
  }

  async checkWritable(): Promise<void> {
    this.housekeeping.checkWritable();
  }

  async listLeads(options: { status?: ForwardStatus; limit: number; offset: number }): Promise<LeadPage> {
    const where = statusFilter(options.status, '@status');
    const filter: NamedParams = options.status && options.status !== 'spam' ? { status: options.status } : {};
    const total = firstNamed<{ n: number }>(this.db.prepare(`SELECT COUNT(*) AS n FROM ${LEADS_WITH_OUTBOX} ${where}`), filter);
    const rows = allNamed<LeadRow>(
      this.db.prepare(`${LEAD_REPORT_SELECT} ${where} ORDER BY l.received_at DESC, l.rowid DESC LIMIT @limit OFFSET @offset`),
      { ...filter, limit: options.limit, offset: options.offset },
    );
    return { total: total?.n ?? 0, leads: rows.map(toReport) };
  }

  async claimDue(claim: Claim): Promise<DueDelivery[]> {
    return this.outbox.claimDue(claim);
  }

  async nextDueAt(): Promise<number | undefined> {
    return this.outbox.nextDueAt();
  }

  async markDelivered(leadId: string, status: number, now: number): Promise<void> {
    this.outbox.markDelivered(leadId, status, now);
  }

  async scheduleRetry(leadId: string, failure: DeliveryFailure, at: number, now: number): Promise<void> {
    this.outbox.scheduleRetry(leadId, failure, at, now);
  }

  async markFailed(leadId: string, failure: DeliveryFailure, now: number): Promise<void> {
    this.outbox.markFailed(leadId, failure, now);
  }

  async releaseClaim(leadId: string): Promise<void> {
    this.outbox.releaseClaim(leadId);
  }

  async check(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
