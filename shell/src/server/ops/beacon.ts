import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageKindOf } from './route-kind';
import { metrics } from './shell-metrics';

// POST /_beacon: what browsers report of a page view (beacon/report.ts in the browser build): its
// web vitals and how many script errors it had. Bounded and checked: a small JSON object, known
// names, finite numbers in range; anything else is refused and counted, never stored.

export const BEACON_PATH = '/_beacon';
export const BEACON_LIMIT = 2048;

const VITALS = { LCP: 120, INP: 60, CLS: 100 } as const; // the largest value believed (s, s, unitless)
type VitalName = keyof typeof VITALS;

interface Beacon {
  path: string;
  vitals: Partial<Record<VitalName, number>>;
  errors: number;
}

const isNumberIn = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

export function parseBeacon(text: string): Beacon | undefined {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof input !== 'object' || input === null) return undefined;
  const { p, v = {}, e = 0 } = input as Record<string, unknown>;
  if (typeof p !== 'string' || !p.startsWith('/') || p.length > 512 || !isNumberIn(e, 100) || typeof v !== 'object' || v === null) {
    return undefined;
  }
  const vitals: Beacon['vitals'] = {};
  for (const [name, value] of Object.entries(v)) {
    if (!Object.hasOwn(VITALS, name) || !isNumberIn(value, VITALS[name as VitalName])) return undefined;
    vitals[name as VitalName] = value;
  }
  return { path: p, vitals, errors: Math.floor(e) };
}

async function readBounded(request: IncomingMessage): Promise<string | undefined> {
  if (Number(request.headers['content-length']) > BEACON_LIMIT) return undefined;
  let text = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > BEACON_LIMIT) return undefined;
  }
  return text;
}

export async function answerBeacon(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const refuse = (status: number) => {
    metrics.beaconsRefused.inc();
    response.writeHead(status, { 'Cache-Control': 'no-store', Connection: 'close' }).end();
  };
  if (request.method !== 'POST') return void response.writeHead(405, { Allow: 'POST' }).end();
  const text = await readBounded(request);
  if (text === undefined) return refuse(413);
  const beacon = parseBeacon(text);
  if (!beacon) return refuse(400);
  const page = pageKindOf(beacon.path);
  for (const [name, value] of Object.entries(beacon.vitals)) metrics.webVitals.observe(value, { name, page });
  if (beacon.errors > 0) metrics.browserErrors.inc({ page }, beacon.errors);
  response.writeHead(204, { 'Cache-Control': 'no-store' }).end();
}
