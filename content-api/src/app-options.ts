import path from 'node:path';
import { originOf, type RateLimitOptions, type TrustProxySetting } from '@handyman/contracts/server';

/** Everything createApp() needs; main.ts builds it from the environment, tests build it directly. */
export interface AppOptions {
  /** Folder holding resources/, pages/ and reviews/ (see README "Seed layout"). */
  seedDir: string;
  /** Folder served at /media/. */
  mediaDir: string;
  /** The image service's results and derived photos (a cache, safe to delete). */
  imageCacheDir?: string;
  /** The image service's bounds; see README "Image service". */
  images?: Partial<ImageBounds>;
  /** SQLite file for leads (the default store). */
  dbPath: string;
  /** SQLite file the seed is imported into and content served from (a separate file from the leads). */
  contentDbPath?: string;
  /**
   * Import a changed seed in a worker thread while the service answers (content calls and /readyz
   * 503, saying how far the import is), instead of before createApp returns. main.ts does.
   */
  importInBackground?: boolean;
  /** postgres:// URL: keep leads in PostgreSQL instead, shared by every instance pointed at it. */
  databaseUrl?: string;
  /** When set, content calls need this value in Ocp-Apim-Subscription-Key. */
  subscriptionKey?: string;
  /** When set, GET /admin/leads answers to `Authorization: Bearer <adminToken>`; otherwise it is off. */
  adminToken?: string;
  /** Field-service platform endpoint leads are forwarded to; unset keeps leads stored only. */
  forwardUrl?: string;
  /** Sent as a bearer token to the field-service platform when set. */
  forwardToken?: string;
  serviceRadiusMiles?: number;
  /** Estimate submissions filled faster than this are treated as bots. */
  minFillTimeMs?: number;
  estimateRateLimit?: RateLimitOptions;
  forwarder?: Partial<ForwarderTuning>;
  /** Public base URL of this service, used for the default per-office scheduling link. */
  publicBaseUrl?: string;
  /** The web site's public URL: the links back from the scheduling page, and the site's own origin. */
  siteUrl?: string;
  /**
   * Other origins the site's pages are served from (e.g. "https://example.com" beside
   * "https://www.example.com"; "http://localhost:*" for any port): with the site URL's origin, the
   * only pages that may frame this service's pages, post to it and read its answers (CORS).
   * Default: any port of localhost and 127.0.0.1, for a site on this machine.
   */
  siteOrigins?: readonly string[];
  /**
   * Whose X-Forwarded-For to believe for the client address (the rate limit's key) and whose
   * X-Request-Id to keep, by address: the proxies in front of this service (addresses, CIDR ranges,
   * range names) or a hop count. Default: nobody. The site's server proves itself with
   * `forwardingSecret` instead, from wherever it connects.
   */
  trustProxy?: TrustProxySetting;
  /** FORWARDING_SECRET: what the site's server presents when it speaks for a visitor (@handyman/contracts/server). */
  forwardingSecret?: string;
  /** Leads done with (delivered, failed, spam) older than this many days are deleted; pending ones too without a forwardUrl. */
  leadRetentionDays?: number;
  timeouts?: Partial<ServerTimeouts>;
  logLevel?: string | false;
  now?: () => number;
  random?: () => number;
}

export interface ImageBounds {
  /** Resizes at once. */
  concurrency: number;
  /** Resizes that may wait; past them a new one is a 503 with Retry-After. */
  queue: number;
  /** The most megabytes of results kept on disk (the oldest go first). */
  cacheMb: number;
}

export type { RateLimitOptions } from '@handyman/contracts/server';

/** How long a client may take; see README "Timeouts". */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (a drip-fed body is cut off). */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection on which nothing moves for this long is closed. */
  idleMs: number;
}

export interface ForwarderTuning {
  baseDelayMs: number;
  maxDelayMs: number;
  /** Upper bound on a Retry-After the platform asks for. */
  maxRetryAfterMs: number;
  timeoutMs: number;
  batchSize: number;
  /** Longest sleep between passes when nothing is due (a safety net; new leads wake it at once). */
  idlePollMs: number;
}

type OptionalKeys = 'subscriptionKey' | 'adminToken' | 'forwardUrl' | 'forwardToken' | 'databaseUrl' | 'forwardingSecret';
export type ResolvedOptions = Required<Omit<AppOptions, OptionalKeys | 'forwarder' | 'timeouts' | 'images'>> &
  Pick<AppOptions, OptionalKeys> & { forwarder: ForwarderTuning; timeouts: ServerTimeouts; images: ImageBounds };

export const PACKAGE_DIR = path.resolve(__dirname, '..');

export const DEFAULTS = {
  seedDir: path.join(PACKAGE_DIR, 'seed'),
  mediaDir: path.join(PACKAGE_DIR, 'media'),
  dbPath: path.join(PACKAGE_DIR, 'data', 'leads.db'),
  contentDbPath: path.join(PACKAGE_DIR, 'data', 'content.db'),
  imageCacheDir: path.join(PACKAGE_DIR, 'data', 'media-cache'),
  // Two resizes at once keep two cores busy; sixteen waiting is a few seconds of work at most.
  images: { concurrency: 2, queue: 16, cacheMb: 1024 },
  serviceRadiusMiles: 100,
  minFillTimeMs: 1500,
  estimateRateLimit: { capacity: 10, refillPerMinute: 2 },
  forwarder: {
    baseDelayMs: 1000,
    maxDelayMs: 15 * 60 * 1000,
    maxRetryAfterMs: 6 * 60 * 60 * 1000,
    timeoutMs: 10_000,
    batchSize: 20,
    idlePollMs: 60_000,
  },
  publicBaseUrl: 'http://localhost:4000',
  siteUrl: 'http://localhost:3000',
  /** A site on this machine, whatever its ports (the shell, a remote's dev harness, a test's own shell). */
  siteOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
  leadRetentionDays: 180,
  // Keep-alive outlives the site server's pooled connections (undici drops idle ones after 4 s)
  // and a typical load balancer's 60 s idle time, so we are never the side that closes first.
  timeouts: { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 65_000, idleMs: 70_000 },
} as const;

export function resolveOptions(options: AppOptions): ResolvedOptions {
  return {
    seedDir: options.seedDir,
    mediaDir: options.mediaDir,
    dbPath: options.dbPath,
    contentDbPath: options.contentDbPath ?? DEFAULTS.contentDbPath,
    importInBackground: options.importInBackground ?? false,
    imageCacheDir: options.imageCacheDir ?? DEFAULTS.imageCacheDir,
    images: { ...DEFAULTS.images, ...options.images },
    databaseUrl: options.databaseUrl || undefined,
    subscriptionKey: options.subscriptionKey || undefined,
    adminToken: options.adminToken || undefined,
    forwardUrl: options.forwardUrl || undefined,
    forwardToken: options.forwardToken || undefined,
    serviceRadiusMiles: options.serviceRadiusMiles ?? DEFAULTS.serviceRadiusMiles,
    minFillTimeMs: options.minFillTimeMs ?? DEFAULTS.minFillTimeMs,
    estimateRateLimit: options.estimateRateLimit ?? DEFAULTS.estimateRateLimit,
    forwarder: { ...DEFAULTS.forwarder, ...options.forwarder },
    publicBaseUrl: (options.publicBaseUrl ?? DEFAULTS.publicBaseUrl).replace(/\/+$/, ''),
    siteUrl: (options.siteUrl ?? DEFAULTS.siteUrl).replace(/\/+$/, ''),
    siteOrigins: siteOriginsOf(options),
    trustProxy: options.trustProxy ?? false,
    forwardingSecret: options.forwardingSecret || undefined,
    leadRetentionDays: options.leadRetentionDays ?? DEFAULTS.leadRetentionDays,
    timeouts: { ...DEFAULTS.timeouts, ...options.timeouts },
    logLevel: options.logLevel ?? 'info',
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
  };
}

/** The site URL's origin and the other site origins, lowercased, each once. */
function siteOriginsOf(options: AppOptions): string[] {
  const site = originOf(options.siteUrl ?? DEFAULTS.siteUrl);
  return [...new Set([...(site ? [site] : []), ...(options.siteOrigins ?? DEFAULTS.siteOrigins).map((origin) => origin.toLowerCase())])];
}
