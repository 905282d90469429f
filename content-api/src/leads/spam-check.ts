import { ESTIMATE_HEADERS } from '@handyman/contracts';
import type { IncomingHttpHeaders } from 'node:http';

export type SpamVerdict = { fillMs: number | undefined } & ({ spam: false } | { spam: true; reason: string });

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Bot signals the form sends outside the body: a filled honeypot, or a form submitted faster than
 * a person could fill it. A missing fill time is allowed, so a client that does not send it is
 * never turned away (losing a real lead costs more than storing a bot's); every form of the site
 * sends one, and posts without one are counted apart (estimate-route.ts).
 */
export function checkForSpam(headers: IncomingHttpHeaders, minFillTimeMs: number): SpamVerdict {
  const fill = header(headers, ESTIMATE_HEADERS.fillTime)?.trim();
  const fillMs = fill === undefined || fill === '' ? undefined : /^\d{1,12}$/.test(fill) ? Number(fill) : Number.NaN;
  const known = fillMs === undefined || Number.isNaN(fillMs) ? undefined : fillMs;
  const trap = header(headers, ESTIMATE_HEADERS.honeypot);
  if (trap !== undefined && trap.trim() !== '') return { spam: true, reason: 'honeypot field filled', fillMs: known };
  if (fillMs === undefined) return { spam: false, fillMs: undefined };
  if (Number.isNaN(fillMs)) return { spam: true, reason: 'unreadable fill time', fillMs: undefined };
  if (fillMs < minFillTimeMs) return { spam: true, reason: `filled in ${fillMs} ms (minimum ${minFillTimeMs} ms)`, fillMs };
  return { spam: false, fillMs };
}
