import type { EstimateRequest } from '@handyman/contracts';
import type { LeadDatabase } from './database';

export const FORWARD_STATUSES = ['pending', 'delivered', 'failed'] as const;
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
  request: EstimateRequest;
}

interface LeadRow {
  id: string;
  received_at: number;
  request_json: string;
  client_ip: string | null;
  fill_ms: number | null;
  status: ForwardStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  last_status: number | null;
  delivered_at: number | null;
}

const iso = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());

function toReport(row: LeadRow): LeadReport {
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
    request: JSON.parse(row.request_json) as EstimateRequest,
  };
}

const SELECT = `SELECT l.id, l.received_at, l.request_json, l.client_ip, l.fill_ms,
  o.status, o.attempts, o.next_attempt_at, o.last_error, o.last_status, o.delivered_at
  FROM leads l JOIN outbox o ON o.lead_id = l.id`;

/** Newest first, optionally only one forwarding status. */
export function listLeads(
  db: LeadDatabase,
  options: { status?: ForwardStatus; limit: number; offset: number },
): {
  total: number;
  leads: LeadReport[];
} {
  const where = options.status ? 'WHERE o.status = @status' : '';
  const params = { status: options.status ?? null, limit: options.limit, offset: options.offset };
  const total = db
    .prepare<typeof params, { n: number }>(`SELECT COUNT(*) AS n FROM leads l JOIN outbox o ON o.lead_id = l.id ${where}`)
    .get(params);
  const rows = db
    .prepare<typeof params, LeadRow>(`${SELECT} ${where} ORDER BY l.received_at DESC, l.rowid DESC LIMIT @limit OFFSET @offset`)
    .all(params);
  return { total: total?.n ?? 0, leads: rows.map(toReport) };
}
