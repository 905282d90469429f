import type { EstimateRequest } from '@handyman/contracts';

/** Where a lead is in forwarding; `spam`: caught as spam, set aside (never forwarded). */
export const FORWARD_STATUSES = ['pending', 'delivered', 'failed', 'spam'] as const;
export type ForwardStatus = (typeof FORWARD_STATUSES)[number];

export function isForwardStatus(value: string): value is ForwardStatus {
  return (FORWARD_STATUSES as readonly string[]).includes(value);
}

/** A lead as the business reads it. */
export interface LeadReport {
  id: string;
  receivedAt: string;
  forwardStatus: ForwardStatus;
  forwarded: boolean;
  attempts: number;
  lastError: string | null;
  lastStatus: number | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  clientIp: string | null;
  fillMs: number | null;
  /** Why it was caught as spam (forwardStatus spam), else null. */
  spamReason: string | null;
  request: EstimateRequest;
}

/** A lead joined with its outbox row, as both stores select it (LEAD_REPORT_SELECT). */
export interface LeadRow {
  id: string;
  received_at: number;
  request_json: string;
  client_ip: string | null;
  fill_ms: number | null;
  spam_reason: string | null;
  status: ForwardStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  last_status: number | null;
  delivered_at: number | null;
}

const iso = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());

export function toReport(row: LeadRow): LeadReport {
  return {
    id: row.id,
    receivedAt: new Date(row.received_at).toISOString(),
    forwardStatus: row.status,
    forwarded: row.status === 'delivered',
    attempts: row.attempts,
    lastError: row.last_error,
    lastStatus: row.last_status,
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
    clientIp: row.client_ip,
    fillMs: row.fill_ms,
    spamReason: row.spam_reason,
    request: JSON.parse(row.request_json) as EstimateRequest,
  };
}

/** Leads with their outbox rows; a lead set aside as spam has none. */
export const LEADS_WITH_OUTBOX = 'leads l LEFT JOIN outbox o ON o.lead_id = l.id';

export const LEAD_REPORT_SELECT = `SELECT l.id, l.received_at, l.request_json, l.client_ip, l.fill_ms, l.spam_reason,
  COALESCE(o.status, 'spam') AS status, COALESCE(o.attempts, 0) AS attempts, COALESCE(o.next_attempt_at, l.received_at) AS next_attempt_at,
  o.last_error, o.last_status, o.delivered_at
  FROM ${LEADS_WITH_OUTBOX}`;

/** The admin list's filter by forwarding status (spam: no outbox row), with `param` as its placeholder. */
export const statusFilter = (status: ForwardStatus | undefined, param: string): string =>
  status === undefined ? '' : status === 'spam' ? 'WHERE o.lead_id IS NULL' : `WHERE o.status = ${param}`;

/**
 * The leads received before the cut-off (first placeholder) that retention deletes: done with
 * (delivered, failed, spam), and pending too when `pendingToo`. Oldest first.
 */
export const expiredLeads = (pendingToo: boolean, cutoff: string) => `SELECT l.id FROM ${LEADS_WITH_OUTBOX}
  WHERE l.received_at < ${cutoff} AND (o.lead_id IS NULL OR o.status IN (${pendingToo ? "'pending', " : ''}'delivered', 'failed'))
  ORDER BY l.received_at`;
