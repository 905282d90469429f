import Fastify, { type FastifyInstance } from 'fastify';
import { compileTrust } from '@handyman/contracts/server';
import { resolveOptions, type AppOptions } from './app-options';
import type { ContentStore } from './content/content-store';
import { ImportingContentStore, type ImportStatus } from './content/db/importing-content-store';
import { openContentStore } from './content/db/open-content-store';
import { AccessLogController } from './http/access-log';
import { forwardingRules } from './http/client-address';
import { installEdge } from './http/install-edge';
import { requestIdGenerator } from './http/request-id';
import { Forwarder } from './leads/forwarder';
import type { LeadStore } from './leads/lead-store';
import { openLeadStore } from './leads/open-lead-store';
import { ImageService } from './images/image-service';
import { LeadRetention } from './leads/retention';
import { ServiceMetrics } from './metrics/service-metrics';
import { createOperationsApp } from './routes/health-route';
import { ESTIMATE_BODY_LIMIT, registerRoutes } from './routes/register-routes';
import { lookupUsZip } from './zip/zip-centroids';

export interface ContentApp {
  app: FastifyInstance;
  /** The operations listener's app (/healthz, /readyz, /metrics): main.ts listens on it apart. */
  ops: FastifyInstance;
  content: ContentStore;
  leads: LeadStore;
  /** Started by main.ts (tests drive it with runOnce); stopped and the store closed by app.close(). */
  forwarder: Forwarder;
  /** Started by main.ts (tests drive it with runOnce); stopped by app.close(). */
  retention: LeadRetention;
  metrics: ServiceMetrics;
  images: ImageService;
  /**
   * Settles once content is served: at once, unless a changed seed is imported in the background
   * (`importInBackground`); rejects when that import fails (the service cannot serve content).
   */
  contentLoaded: Promise<void>;
  /** The seed import's state while one runs in the background, else undefined. */
  importStatus: () => ImportStatus | undefined;
}

const IDEMPOTENCY_KEY_DAYS = 30;

/**
 * Builds the content and booking service; loads the seed and opens the lead store (SQLite, or
 * PostgreSQL with `databaseUrl`, whose schema is brought up to date on first use). Listens nowhere.
 */
export function createApp(appOptions: AppOptions): ContentApp {
  const options = resolveOptions(appOptions);
  // Refuses a setting that would trust everyone, as the environment's reading does.
  const forwarding = forwardingRules(compileTrust(options.trustProxy), options.forwardingSecret);
  const { timeouts } = options;
  const app = Fastify({
    logger: options.logLevel === false ? false : { level: options.logLevel },
    requestIdHeader: false,
    genReqId: requestIdGenerator(forwarding.fromProxy),
    bodyLimit: ESTIMATE_BODY_LIMIT,
    logController: new AccessLogController(),
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      // Node looks for late requests this often (30 s by default, which would let a drip feed run on):
      // a stalled header or body is closed within a second of its limit.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, timeouts.headersMs / 4)),
    },
  });
  const opened = openContentStore({ ...options, locate: lookupUsZip }, { background: options.importInBackground });
  const content = opened.store;
  const contentLoaded = opened.loaded.then(() => {
    if (opened.imported)
      app.log.info({ pages: content.pageCount, contentDb: options.contentDbPath }, 'seed imported into the content database');
    for (const warning of content.warnings) app.log.warn(warning);
  });
  contentLoaded.catch((error: unknown) => app.log.error({ err: error }, 'the seed import failed'));

  const leads = openLeadStore(options, app.log);
  const metrics = new ServiceMetrics(leads, options.now);
  leads
    .pruneIdempotencyKeys(options.now() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000)
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not prune old idempotency keys; will try at the next start'));
  const forwarder = new Forwarder(leads, {
    ...options.forwarder,
    url: options.forwardUrl,
    token: options.forwardToken,
    now: options.now,
    random: options.random,
    log: app.log,
    observer: { attempt: (outcome) => metrics.attempt(outcome), passFailed: () => metrics.forwardErrors.inc() },
  });
  const retention = new LeadRetention(leads, {
    days: options.leadRetentionDays,
    now: options.now,
    log: app.log,
    forwarding: forwarder.enabled,
  });
  app.addHook('onClose', async () => {
    await retention.stop();
    await forwarder.stop();
    await leads.close();
    content.close();
  });

  installEdge(app, {
    forwarding,
    siteOrigins: options.siteOrigins,
    publicUrl: options.publicBaseUrl,
    subscriptionKey: options.subscriptionKey,
  });
  metrics.install(app);
  const importStatus = content instanceof ImportingContentStore ? () => content.status() : () => undefined;
  const ops = createOperationsApp({ content, leads, importStatus, metrics: () => metrics.text(), log: app.log });
  app.addHook('onClose', async () => ops.close());

  const images = new ImageService({
    mediaDir: options.mediaDir,
    cacheDir: options.imageCacheDir,
    concurrency: options.images.concurrency,
    queue: options.images.queue,
    cacheBytes: options.images.cacheMb * 1024 * 1024,
  });
  // In a plugin of their own: registered after the compression plugin, so each route is compressed.
  app.register(async (scope) => registerRoutes(scope, { app, content, leads, forwarder, metrics, options, images }));
  return { app, ops, content, leads, forwarder, retention, metrics, images, contentLoaded, importStatus };
}
