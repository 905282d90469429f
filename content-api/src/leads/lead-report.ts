import type { EstimateRequest } from '@handyman/contracts';

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

/** A lead joined with its outbox row, as both stores select it (LEAD_REPORT_SELECT). */
export interface LeadRow {
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
    request: JSON.parse(row.request_json) as EstimateRequest,
  };
}

export const LEAD_REPORT_SELECT = `SELECT l.id, l.received_at, l.request_json, l.client_ip, l.fill_ms,
  o.status, o.attempts, o.next_attempt_at, o.last_error, o.last_status, o.delivered_at
  FROM leads l JOIN outbox o ON o.lead_id = l.id`;
