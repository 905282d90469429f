import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageKindOf } from './route-kind';
import { metrics } from './shell-metrics';
import { buildLabel, ownerLabel } from './build-labels';

// POST /_beacon: what browsers report of a page view (beacon/report.ts in the browser build): its
// web vitals, how many script and hydration errors it had (the latter per build), and a full load
// made because a build the page named was gone (app/routing/missing-build.ts). Bounded and checked: a small JSON object, known
// names, finite numbers in range; anything else is refused and counted, never stored.

export const BEACON_PATH = '/_beacon';
export const BEACON_LIMIT = 2048;

const VITALS = { LCP: 120, INP: 60, CLS: 100 } as const; // the largest value believed (s, s, unitless)
type VitalName = keyof typeof VITALS;

interface Beacon {
  path: string;
  vitals: Partial<Record<VitalName, number>>;
  errors: number;
  /** Hydration errors, and the builds (by owner: the shell or a remote) they are blamed on. */
  hydration?: { count: number; builds: Record<string, string> };
  /** A full load of the page because a build it named was gone. */
  skew?: { owner: string; build: string };
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
  const { p, v = {}, e = 0, h = 0, b = {}, sk } = input as Record<string, unknown>;
  if (typeof p !== 'string' || !p.startsWith('/') || p.length > 512 || !isNumberIn(e, 100) || typeof v !== 'object' || v === null) {
    return undefined;
  }
  const builds = buildsOf(b);
  if (!isNumberIn(h, 100) || !builds) return undefined;
  const vitals: Beacon['vitals'] = {};
  for (const [name, value] of Object.entries(v)) {
    if (!Object.hasOwn(VITALS, name) || !isNumberIn(value, VITALS[name as VitalName])) return undefined;
    vitals[name as VitalName] = value;
  }
  const skew = sk === undefined ? undefined : skewOf(sk);
  if (sk !== undefined && !skew) return undefined;
  return {
    path: p,
    vitals,
    errors: Math.floor(e),
    ...(h > 0 ? { hydration: { count: Math.floor(h), builds } } : {}),
    ...(skew ? { skew } : {}),
  };
}

/** The builds a report names, by owner; labels of builds this server does not know become "other". */
function buildsOf(input: unknown): Record<string, string> | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const entries = Object.entries(input);
  if (entries.length > 4) return undefined;
  const builds: Record<string, string> = {};
  for (const [owner, build] of entries) {
    const known = ownerLabel(owner);
    if (!known) return undefined;
    builds[known] = buildLabel(build);
  }
  return builds;
}

function skewOf(input: unknown): Beacon['skew'] {
  if (typeof input !== 'object' || input === null) return undefined;
  const { r, b } = input as Record<string, unknown>;
  const owner = ownerLabel(r);
  return owner ? { owner, build: buildLabel(b) } : undefined;
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
  for (const [owner, build] of Object.entries(beacon.hydration?.builds ?? {})) {
    metrics.hydrationErrors.inc({ remote: owner, build }, beacon.hydration!.count);
  }
  if (beacon.skew) metrics.versionSkewReloads.inc({ remote: beacon.skew.owner, build: beacon.skew.build });
  response.writeHead(204, { 'Cache-Control': 'no-store' }).end();
}
