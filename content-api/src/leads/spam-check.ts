import { ESTIMATE_HEADERS } from '@handyman/contracts';
import type { IncomingHttpHeaders } from 'node:http';

export type SpamVerdict = { spam: false; fillMs: number | undefined } | { spam: true; reason: string };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Bot signals the form sends outside the body: a filled honeypot, or a form submitted faster than
 * a person could fill it. A missing fill time is allowed, so a client that does not send it is
 * never turned away; losing a real lead costs more than storing a bot's.
 */
export function checkForSpam(headers: IncomingHttpHeaders, minFillTimeMs: number): SpamVerdict {
  const trap = header(headers, ESTIMATE_HEADERS.honeypot);
  if (trap !== undefined && trap.trim() !== '') return { spam: true, reason: 'honeypot field filled' };
  const fill = header(headers, ESTIMATE_HEADERS.fillTime);
  if (fill === undefined || fill.trim() === '') return { spam: false, fillMs: undefined };
  const fillMs = /^\d{1,12}$/.test(fill.trim()) ? Number(fill.trim()) : Number.NaN;
  if (Number.isNaN(fillMs)) return { spam: true, reason: 'unreadable fill time' };
  if (fillMs < minFillTimeMs) return { spam: true, reason: `filled in ${fillMs} ms (minimum ${minFillTimeMs} ms)` };
  return { spam: false, fillMs };
}
