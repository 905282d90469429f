import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { ESTIMATE_HEADERS } from '@handyman/contracts';
import { resolveOptions, type AppOptions } from './app-options';
import type { ContentStore } from './content/content-store';
import { openContentStore } from './content/db/open-content-store';
import { AccessLogController } from './http/access-log';
import { installCompression } from './http/compression';
import { installErrorHandlers } from './http/error-handler';
import { RateLimiter } from './http/rate-limiter';
import { echoRequestId, REQUEST_ID_HEADER, requestIdGenerator } from './http/request-id';
import { installSubscriptionKeyCheck } from './http/subscription-key';
import { compileTrust } from './http/trusted-proxies';
import { Forwarder } from './leads/forwarder';
import type { LeadStore } from './leads/lead-store';
import { openLeadStore } from './leads/open-lead-store';
import { ImageService } from './images/image-service';
import { LeadRetention } from './leads/retention';
import { ServiceMetrics } from './metrics/service-metrics';
import { registerAdminLeadsRoute } from './routes/admin-leads-route';
import { registerBlogIndexRoute } from './routes/blog-index-route';
import { ESTIMATE_BODY_LIMIT, registerEstimateRoute } from './routes/estimate-route';
import { registerHealthRoutes } from './routes/health-route';
import { registerListingRoutes } from './routes/listing-routes';
import { registerLocalOfficesRoute } from './routes/local-offices-route';
import { registerOfficeDirectoryRoutes } from './routes/office-directory-route';
import { registerMediaRoutes } from './routes/media-route';
import { registerPageRoute } from './routes/page-route';
import { registerResourceRoute } from './routes/resource-route';
import { registerReviewsRoute } from './routes/reviews-route';
import { registerSchedulingRoute } from './routes/scheduling-route';
import { registerSearchRoute } from './routes/search-route';
import { registerTagTraceRoute } from './routes/tag-trace-route';
import { registerZipLookupRoute } from './routes/zip-lookup-route';
import { lookupUsZip } from './zip/zip-centroids';

export interface ContentApp {
  app: FastifyInstance;
  content: ContentStore;
  leads: LeadStore;
  /** Started by main.ts (tests drive it with runOnce); stopped and the store closed by app.close(). */
  forwarder: Forwarder;
  /** Started by main.ts (tests drive it with runOnce); stopped by app.close(). */
  retention: LeadRetention;
  metrics: ServiceMetrics;
  images: ImageService;
}

const IDEMPOTENCY_KEY_DAYS = 30;

const ALLOWED_HEADERS = [
  'Content-Type',
  'Cache-Control',
  'Ocp-Apim-Subscription-Key',
  'Authorization',
  ESTIMATE_HEADERS.idempotencyKey,
  ESTIMATE_HEADERS.fillTime,
  ESTIMATE_HEADERS.honeypot,
  REQUEST_ID_HEADER,
];

/**
 * Builds the content and booking service; loads the seed and opens the lead store (SQLite, or
 * PostgreSQL with `databaseUrl`, whose schema is brought up to date on first use). Listens nowhere.
 */
export function createApp(appOptions: AppOptions): ContentApp {
  const options = resolveOptions(appOptions);
  if ((options.trustProxy as unknown) === true)
    throw new Error('trustProxy: true would let any client choose its address; name the proxies');
  const trust = compileTrust(options.trustProxy);
  const { timeouts } = options;
  const app = Fastify({
    logger: options.logLevel === false ? false : { level: options.logLevel },
    // The client address is the right-most one in X-Forwarded-For that no trusted proxy added.
    trustProxy: trust,
    requestIdHeader: false,
    genReqId: requestIdGenerator(trust),
    bodyLimit: ESTIMATE_BODY_LIMIT,
    logController: new AccessLogController(),
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      // Node looks for late requests this often (30 s by default, which would let a drip feed run on).
      connectionsCheckingInterval: Math.max(250, Math.min(5000, timeouts.requestMs / 4)),
    },
  });
  const { store: content, imported } = openContentStore({ ...options, locate: lookupUsZip });
  if (imported) app.log.info({ pages: content.pageCount, contentDb: options.contentDbPath }, 'seed imported into the content database');
  for (const warning of content.warnings) app.log.warn(warning);

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
  const retention = new LeadRetention(leads, { days: options.leadRetentionDays, now: options.now, log: app.log });
  app.addHook('onClose', async () => {
    await retention.stop();
    await forwarder.stop();
    await leads.close();
    content.close();
  });

  app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['Retry-After', REQUEST_ID_HEADER],
    maxAge: 86_400,
  });
  echoRequestId(app);
  installCompression(app);
  installErrorHandlers(app);
  installSubscriptionKeyCheck(app, options.subscriptionKey);
  metrics.install(app);

  registerHealthRoutes(app, { content, leads });
  registerPageRoute(app, content);
  registerSearchRoute(app, content);
  registerBlogIndexRoute(app, content);
  registerReviewsRoute(app, content);
  registerResourceRoute(app, content);
  registerLocalOfficesRoute(app, content);
  registerOfficeDirectoryRoutes(app, content);
  registerListingRoutes(app, content);
  registerZipLookupRoute(app, content);
  registerEstimateRoute(app, {
    leads,
    serviceTitanIdForZip: (zip) => content.officeServingZip(zip)?.serviceTitanId || undefined,
    forwarder,
    limiter: new RateLimiter(options.estimateRateLimit, options.now),
    minFillTimeMs: options.minFillTimeMs,
    now: options.now,
    counted: {
      accepted: () => metrics.leadsAccepted.inc(),
      replayed: () => metrics.leadsReplayed.inc(),
      rejected: (reason) => metrics.rejected(reason),
    },
  });
  registerAdminLeadsRoute(app, { leads, adminToken: options.adminToken, forwardingEnabled: forwarder.enabled });
  const images = new ImageService({
    mediaDir: options.mediaDir,
    cacheDir: options.imageCacheDir,
    concurrency: options.images.concurrency,
    queue: options.images.queue,
    cacheBytes: options.images.cacheMb * 1024 * 1024,
  });
  registerMediaRoutes(app, images);
  registerTagTraceRoute(app);
  // A booking is an estimate request with an appointment: it goes through the same intake.
  registerSchedulingRoute(app, content, { siteUrl: options.siteUrl, subscriptionKey: options.subscriptionKey, now: options.now });
  return { app, content, leads, forwarder, retention, metrics, images };
}
