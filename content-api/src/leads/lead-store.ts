import type { EstimateRequest, EstimateResponse, RoutedOffice } from '@handyman/contracts';
import type { ForwardStatus, LeadReport } from './lead-report';

/** When the lead store cannot commit or read, callers are asked to come back after this many seconds. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** A validated estimate request on its way into the store. */
export interface NewLead {
  request: EstimateRequest;
  receivedAt: number;
  clientIp: string;
  userAgent: string;
  fillMs: number | undefined;
  idempotencyKey: string | undefined;
  /** The office the request went to, named in the answer (and so in its replays); absent: the answer names none. */
  office?: RoutedOffice | null;
  /** Hash of the validated request, kept with its idempotency key: a key reused for another request is refused. */
  requestHash: string;
  /** The id of the request that brought the lead, so the forwarder's log lines can be joined with it. */
  requestId: string | undefined;
  /**
   * Why it was caught as spam, when it was: it is stored like any lead (the same transaction, key
   * and answer, so its sender cannot tell) but set aside: no outbox row, never forwarded.
   */
  spamReason?: string;
  /**
   * Whether the sender's deadline has passed (by the service's clock): then nothing is committed,
   * since the sender has already told the visitor their request was not received. Asked inside
   * the transaction, just before the commit.
   */
  late?: () => boolean;
}

export type SaveOutcome =
  | { kind: 'stored'; leadId: string; response: EstimateResponse }
  | { kind: 'replayed'; response: EstimateResponse }
  /** The key was first used with a different request: nothing stored, nothing replayed. */
  | { kind: 'conflict' }
  /** The sender's deadline passed before the commit: nothing stored. */
  | { kind: 'late' };

/** The answer to a stored lead, kept with its idempotency key so a replay answers the same. */
export function storedAnswer(lead: NewLead, leadId: string): EstimateResponse {
  return { bookingSentSuccessfully: true, leadId, ...(lead.office !== undefined ? { office: lead.office } : {}) };
}

/** Whether a lead's sender has stopped waiting for it (its deadline is past). */
export const pastDeadline = (lead: Pick<NewLead, 'late'>): boolean => lead.late?.() ?? false;

/** Outbox counts and the oldest lead still waiting, for the metrics. */
export interface OutboxStats {
  pending: number;
  delivered: number;
  failed: number;
  /** received_at of the oldest pending lead; undefined when none waits. */
  oldestPendingReceivedAt: number | undefined;
}

/** A lead due for delivery to the field-service platform, claimed by one forwarder until its lease ends. */
export interface DueDelivery {
  leadId: string;
  attempts: number;
  receivedAt: number;
  request: EstimateRequest;
  requestId: string | undefined;
}

export interface DeliveryFailure {
  status: number | null;
  reason: string;
}

export interface Claim {
  now: number;
  limit: number;
  /** How long the claim keeps other forwarders off these rows; a claimer that dies loses them after this. */
  leaseMs: number;
  /** Who claims (recorded for the admin's and operator's benefit). */
  owner: string;
}

/** The outbox side: what is due, who delivers it, and how each attempt ended. */
export interface OutboxStore {
  /** Claims up to `limit` due rows nobody else holds a live lease on; no row is handed to two claimers at once. */
  claimDue(claim: Claim): Promise<DueDelivery[]>;
  /** When the earliest pending row becomes claimable (due and unleased); undefined when nothing is pending. */
  nextDueAt(): Promise<number | undefined>;
  markDelivered(leadId: string, status: number, now: number): Promise<void>;
  scheduleRetry(leadId: string, failure: DeliveryFailure, at: number, now: number): Promise<void>;
  markFailed(leadId: string, failure: DeliveryFailure, now: number): Promise<void>;
  /** Gives a claimed row back unattempted (shutdown), so another forwarder takes it at once. */
  releaseClaim(leadId: string): Promise<void>;
}

export interface LeadPage {
  total: number;
  leads: LeadReport[];
}

/**
 * Where leads live: SQLite on this machine (the default) or PostgreSQL shared by several
 * instances. Each lead, its outbox row and its idempotency key commit together or not at all, and
 * saveLead resolves only after that commit; a repeated key resolves with the first answer.
 */
export interface LeadStore extends OutboxStore {
  readonly kind: 'sqlite' | 'postgres';
  saveLead(lead: NewLead): Promise<SaveOutcome>;
  /** Forgets idempotency keys older than the cut-off; the leads themselves are kept. */
  pruneIdempotencyKeys(olderThan: number): Promise<number>;
  /**
   * Deletes the leads received before the cut-off that are done with (delivered, refused, or set
   * aside as spam), with their outbox rows and idempotency keys (the retention period); pending
   * leads are kept whatever their age, unless `pendingToo` (nothing forwards them: no field-service
   * platform is configured). Returns how many.
   */
  purgeLeads(receivedBefore: number, options?: { pendingToo?: boolean }): Promise<number>;
  /** The lead id a request with this Idempotency-Key was stored under, if one was (the status check). */
  receivedLead(idempotencyKey: string): Promise<string | undefined>;
  outboxStats(): Promise<OutboxStats>;
  /** Resolves when a lead could be written now; rejects with the reason otherwise (readiness). */
  checkWritable(): Promise<void>;
  /** Newest first, optionally only one forwarding status. */
  listLeads(options: { status?: ForwardStatus; limit: number; offset: number }): Promise<LeadPage>;
  /** Resolves once the store can take leads (schema in place); rejects with the reason otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}
