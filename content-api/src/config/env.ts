import path from 'node:path';
import { parseTrustProxy, readForwardingSecret, type TrustProxySetting } from '@handyman/contracts/server';
import { DEFAULTS, type AppOptions } from '../app-options';

/*
 * Environment of `npm start -w content-api` (all optional):
 *   CONTENT_API_PORT | PORT (4000), CONTENT_API_HOST | HOST (127.0.0.1)
 *   CONTENT_API_OPS_PORT (the port + 90; 0 for any free port), CONTENT_API_OPS_HOST (127.0.0.1): the
 *     operations listener, the only one that answers GET /readyz and /metrics
 *   CONTENT_API_SEED_DIR (content-api/seed), CONTENT_API_MEDIA_DIR (content-api/media)
 *   CONTENT_API_DB (content-api/data/leads.db, git-ignored)
 *   CONTENT_API_CONTENT_DB (content-api/data/content.db, git-ignored): the seed imported, re-imported when it changes
 *   DATABASE_URL                   postgres://user:pass@host:port/db keeps leads in PostgreSQL instead
 *                                  of CONTENT_API_DB, shared by every instance given the same URL
 *   CONTENT_API_SUBSCRIPTION_KEY   required Ocp-Apim-Subscription-Key when set
 *   CONTENT_API_ADMIN_TOKEN        enables GET /admin/leads (Bearer token, 16+ characters)
 *   FIELD_SERVICE_URL, FIELD_SERVICE_TOKEN   where leads are forwarded (none: stored only)
 *   FIELD_SERVICE_TIMEOUT_MS (10000)   one delivery attempt; a claim's lease is this plus 5 s
 *   FIELD_SERVICE_POLL_MS (60000)      longest sleep of an idle forwarder (how soon it sees leads other instances left)
 *   CONTENT_API_SERVICE_RADIUS_MILES (100), CONTENT_API_MIN_FILL_MS (1500)
 *   CONTENT_API_RATE_LIMIT_BURST (10), CONTENT_API_RATE_LIMIT_PER_MINUTE (2)   per client address
 *   CONTENT_API_PUBLIC_URL (http://localhost:<port>)
 *   SITE_URL (http://localhost:<SHELL_PORT, 3000>): the site's public URL (links back, its origin)
 *   SITE_ORIGINS: other origins of the site's pages, comma-separated ("http://localhost:*" for any
 *     port); default with SITE_URL unset: any port of localhost and 127.0.0.1, else none
 *   TRUST_PROXY (none): the proxies in front of this service whose X-Forwarded-For and X-Request-Id
 *     are believed by address (@handyman/contracts/server reads it, as the site's server does):
 *     addresses, CIDR ranges, loopback/linklocal/uniquelocal, or a hop count. Trusting everyone
 *     (*, true, any /0, ranges wider than /8 or /7) is refused at start.
 *   FORWARDING_SECRET: the secret the site's server sends when it speaks for a visitor; with it,
 *     its X-Forwarded-For is believed from wherever it connects (16+ characters, both servers)
 *   CONTENT_API_LEAD_RETENTION_DAYS (180): leads done with (delivered, failed, spam) older than this are
 *     deleted, and pending ones too when no FIELD_SERVICE_URL forwards them
 *   CONTENT_API_REQUEST_TIMEOUT_MS (30000), CONTENT_API_HEADERS_TIMEOUT_MS (10000),
 *   CONTENT_API_KEEP_ALIVE_TIMEOUT_MS (65000), CONTENT_API_IDLE_TIMEOUT_MS (70000): see README "Timeouts"
 *   CONTENT_API_IMAGE_CACHE_DIR (content-api/data/media-cache, git-ignored): the image service's results
 *   CONTENT_API_IMAGE_CONCURRENCY (2), CONTENT_API_IMAGE_QUEUE (16), CONTENT_API_IMAGE_CACHE_MB (1024):
 *     resizes at once, resizes waiting (past them a 503), megabytes of results kept on disk
 *   LOG_LEVEL (info)
 */

export interface ServerConfig {
  port: number;
  host: string;
  /** The operations listener (/healthz, /readyz, /metrics): loopback by default. */
  ops: { port: number; host: string };
  app: AppOptions;
}

/** The operations listener's port when none is named: beside the service's own, clear of the site's ports. */
export const OPS_PORT_OFFSET = 90;

export class EnvError extends Error {
  override readonly name = 'EnvError';
  constructor(readonly problems: string[]) {
    super(`Invalid content-api environment: ${problems.join('; ')}`);
  }
}

type Env = Record<string, string | undefined>;

const MIN_SECRET_LENGTH = 16;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function number(env: Env, name: string, range: { min: number; max: number; integer?: boolean }, problems: string[]): number | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < range.min || value > range.max || (range.integer && !Number.isInteger(value))) {
    problems.push(`${name} must be a ${range.integer ? 'whole ' : ''}number from ${range.min} to ${range.max}, got "${raw}"`);
    return undefined;
  }
  return value;
}

interface UrlKind {
  protocols: readonly string[];
  what: string;
  /** The value may hold a password: name the variable, never echo its value. */
  secret: boolean;
}

const HTTP_URL: UrlKind = { protocols: ['http:', 'https:'], what: 'an http(s) URL', secret: false };
const POSTGRES_URL: UrlKind = { protocols: ['postgres:', 'postgresql:'], what: 'a postgres:// or postgresql:// URL', secret: true };

function url(env: Env, name: string, problems: string[], kind = HTTP_URL): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  try {
    if (kind.protocols.includes(new URL(raw).protocol)) return raw;
  } catch {
    // reported below
  }
  problems.push(kind.secret ? `${name} must be ${kind.what}` : `${name} must be ${kind.what}, got "${raw}"`);
  return undefined;
}

function secret(env: Env, name: string, problems: string[]): string | undefined {
  const value = text(env, name);
  if (value !== undefined && value.length < MIN_SECRET_LENGTH) problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters`);
  return value;
}

function trustedProxies(env: Env, problems: string[]): TrustProxySetting {
  try {
    return parseTrustProxy(text(env, 'TRUST_PROXY'), false);
  } catch (error) {
    problems.push((error as Error).message);
    return false;
  }
}

function forwardingSecret(env: Env, problems: string[]): string | undefined {
  try {
    return readForwardingSecret(env);
  } catch (error) {
    problems.push((error as Error).message);
    return undefined;
  }
}

/** SITE_ORIGINS: origins ("https://example.com", "http://localhost:*"); with SITE_URL set and this unset, none. */
function siteOrigins(env: Env, problems: string[]): string[] | undefined {
  const raw = text(env, 'SITE_ORIGINS');
  if (raw === undefined) return text(env, 'SITE_URL') === undefined ? undefined : [];
  const origins = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const bad = origins.filter((origin) => !/^https?:\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/.test(origin));
  if (bad.length > 0)
    problems.push(`SITE_ORIGINS must list origins such as https://www.example.com or http://localhost:*, got "${bad.join(', ')}"`);
  return origins;
}

/** Reads and checks the environment once, listing every problem at once so start-up fails clearly. */
export function readServerConfig(env: Env, cwd = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const resolve = (name: string, fallback: string): string => {
    const value = text(env, name);
    return value === undefined ? fallback : path.resolve(cwd, value);
  };
  const port =
    number(env, 'CONTENT_API_PORT', { min: 0, max: 65535, integer: true }, problems) ??
    number(env, 'PORT', { min: 0, max: 65535, integer: true }, problems) ??
    4000;
  const capacity = number(env, 'CONTENT_API_RATE_LIMIT_BURST', { min: 1, max: 1e9, integer: true }, problems);
  const refill = number(env, 'CONTENT_API_RATE_LIMIT_PER_MINUTE', { min: 0, max: 1e9 }, problems);
  const forwardTimeout = number(env, 'FIELD_SERVICE_TIMEOUT_MS', { min: 100, max: 600_000, integer: true }, problems);
  const forwardPoll = number(env, 'FIELD_SERVICE_POLL_MS', { min: 100, max: 3_600_000, integer: true }, problems);
  const ms = (name: string): number | undefined => number(env, name, { min: 100, max: 3_600_000, integer: true }, problems);
  const timeouts = {
    requestMs: ms('CONTENT_API_REQUEST_TIMEOUT_MS'),
    headersMs: ms('CONTENT_API_HEADERS_TIMEOUT_MS'),
    keepAliveMs: ms('CONTENT_API_KEEP_ALIVE_TIMEOUT_MS'),
    idleMs: ms('CONTENT_API_IDLE_TIMEOUT_MS'),
  };
  const images = {
    concurrency: number(env, 'CONTENT_API_IMAGE_CONCURRENCY', { min: 1, max: 64, integer: true }, problems),
    queue: number(env, 'CONTENT_API_IMAGE_QUEUE', { min: 0, max: 10_000, integer: true }, problems),
    cacheMb: number(env, 'CONTENT_API_IMAGE_CACHE_MB', { min: 1, max: 1_000_000, integer: true }, problems),
  };
  const app: AppOptions = {
    seedDir: resolve('CONTENT_API_SEED_DIR', DEFAULTS.seedDir),
    mediaDir: resolve('CONTENT_API_MEDIA_DIR', DEFAULTS.mediaDir),
    dbPath: resolve('CONTENT_API_DB', DEFAULTS.dbPath),
    contentDbPath: resolve('CONTENT_API_CONTENT_DB', DEFAULTS.contentDbPath),
    imageCacheDir: resolve('CONTENT_API_IMAGE_CACHE_DIR', DEFAULTS.imageCacheDir),
    images: Object.fromEntries(Object.entries(images).filter(([, value]) => value !== undefined)),
    databaseUrl: url(env, 'DATABASE_URL', problems, POSTGRES_URL),
    subscriptionKey: text(env, 'CONTENT_API_SUBSCRIPTION_KEY'),
    adminToken: secret(env, 'CONTENT_API_ADMIN_TOKEN', problems),
    forwardUrl: url(env, 'FIELD_SERVICE_URL', problems),
    forwardToken: text(env, 'FIELD_SERVICE_TOKEN'),
    forwarder: {
      ...(forwardTimeout === undefined ? {} : { timeoutMs: forwardTimeout }),
      ...(forwardPoll === undefined ? {} : { idlePollMs: forwardPoll }),
    },
    serviceRadiusMiles: number(env, 'CONTENT_API_SERVICE_RADIUS_MILES', { min: 0, max: 13000 }, problems),
    minFillTimeMs: number(env, 'CONTENT_API_MIN_FILL_MS', { min: 0, max: 3_600_000, integer: true }, problems),
    estimateRateLimit: {
      capacity: capacity ?? DEFAULTS.estimateRateLimit.capacity,
      refillPerMinute: refill ?? DEFAULTS.estimateRateLimit.refillPerMinute,
    },
    publicBaseUrl: url(env, 'CONTENT_API_PUBLIC_URL', problems),
    siteUrl: url(env, 'SITE_URL', problems) ?? `http://localhost:${text(env, 'SHELL_PORT') ?? 3000}`,
    siteOrigins: siteOrigins(env, problems),
    trustProxy: trustedProxies(env, problems),
    forwardingSecret: forwardingSecret(env, problems),
    leadRetentionDays: number(env, 'CONTENT_API_LEAD_RETENTION_DAYS', { min: 1, max: 36_500, integer: true }, problems),
    timeouts: Object.fromEntries(Object.entries(timeouts).filter(([, value]) => value !== undefined)),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
  };
  const opsPort = number(env, 'CONTENT_API_OPS_PORT', { min: 0, max: 65535, integer: true }, problems);
  if (problems.length > 0) throw new EnvError(problems);
  return {
    port,
    host: text(env, 'CONTENT_API_HOST') ?? text(env, 'HOST') ?? '127.0.0.1',
    ops: {
      port: opsPort ?? (port === 0 || port + OPS_PORT_OFFSET > 65535 ? 0 : port + OPS_PORT_OFFSET),
      host: text(env, 'CONTENT_API_OPS_HOST') ?? '127.0.0.1',
    },
    app,
  };
}
