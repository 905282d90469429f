import type { IncomingMessage, ServerResponse } from 'node:http';
import { foreignOriginProblem, RateLimiter, type RateLimitOptions } from '@handyman/contracts/server';
import { currentRequest } from './request-context';
import { pageKindOf } from './route-kind';
import { metrics } from './shell-metrics';
import { buildLabel, ownerLabel } from './build-labels';

// POST /_beacon: what browsers report of a page view (beacon/report.ts in the browser build): its
// web vitals, how many script and hydration errors it had (the latter per build), and a full load
// made because a build the page named was gone (app/routing/missing-build.ts). Taken only from the
// site's own pages (Origin or Sec-Fetch-Site), bounded and checked (a small JSON object, known
// names, finite numbers in range, at most MAX_ERRORS errors of each kind), and rate-limited per
// client and overall, so no flood moves a metric by more than the limits allow: anything else is
// refused and counted, never recorded.

export const BEACON_PATH = '/_beacon';
export const BEACON_LIMIT = 2048;
/** The most script errors one beacon may add: a page with more is broken, and the count says so. */
export const MAX_ERRORS = 10;

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
    errors: Math.min(MAX_ERRORS, Math.floor(e)),
    ...(h > 0 ? { hydration: { count: Math.min(MAX_ERRORS, Math.floor(h)), builds } } : {}),
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

/** Who may report (the site's own pages) and how often. */
export interface BeaconRules {
  /** The site's origin (PUBLIC_URL). */
  siteOrigin: string;
  perClient: RateLimiter;
  overall: RateLimiter;
}

/**
 * Per client (its address; settings.ts: a burst of 20, then 10 a minute, as a person's page views
 * send one or two each) and every browser together (600 a minute: past it the rest are dropped,
 * and what is recorded is a sample).
 */
export function beaconRules(
  siteOrigin: string,
  limits: { perClient: RateLimitOptions; overall: RateLimitOptions },
  now: () => number = Date.now,
): BeaconRules {
  return { siteOrigin, perClient: new RateLimiter(limits.perClient, now), overall: new RateLimiter(limits.overall, now, 1) };
}

/** Why a beacon is not taken before its body is read, or undefined. */
function refusal(request: IncomingMessage, rules: BeaconRules): 'foreign' | 'rate_limited' | undefined {
  // A page of the site names itself; a script elsewhere (or no browser at all) does not.
  const fromBrowser = request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined;
  if (!fromBrowser || foreignOriginProblem(request.headers, [rules.siteOrigin]) !== undefined) return 'foreign';
  const client = currentRequest()?.clientAddress ?? request.socket.remoteAddress ?? '';
  if (!rules.perClient.take(client).allowed || !rules.overall.take('all').allowed) return 'rate_limited';
  return undefined;
}

export async function answerBeacon(request: IncomingMessage, response: ServerResponse, rules: BeaconRules): Promise<void> {
  const refuse = (status: number, reason: string, headers: Record<string, string> = {}) => {
    metrics.beaconsRefused.inc({ reason });
    response.writeHead(status, { 'Cache-Control': 'no-store', ...headers }).end();
  };
  if (request.method !== 'POST') return void response.writeHead(405, { Allow: 'POST' }).end();
  const refused = refusal(request, rules);
  if (refused) {
    // A beacon is small: its body is let through unread and the connection kept.
    request.resume();
    return refuse(refused === 'foreign' ? 403 : 429, refused);
  }
  const text = await readBounded(request);
  if (text === undefined) return refuse(413, 'too_large', { Connection: 'close' });
  const beacon = parseBeacon(text);
  if (!beacon) return refuse(400, 'malformed');
  const page = pageKindOf(beacon.path);
  for (const [name, value] of Object.entries(beacon.vitals)) metrics.webVitals.observe({ name, page }, value);
  if (beacon.errors > 0) metrics.browserErrors.inc({ page }, beacon.errors);
  for (const [owner, build] of Object.entries(beacon.hydration?.builds ?? {})) {
    metrics.hydrationErrors.inc({ remote: owner, build }, beacon.hydration!.count);
  }
  if (beacon.skew) metrics.versionSkewReloads.inc({ remote: beacon.skew.owner, build: beacon.skew.build });
  response.writeHead(204, { 'Cache-Control': 'no-store' }).end();
}
