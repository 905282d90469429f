import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { ESTIMATE_HEADERS } from '@handyman/contracts';
import { resolveOptions, type AppOptions } from './app-options';
import type { ContentStore } from './content/content-store';
import { openContentStore } from './content/db/open-content-store';
import { AccessLogController } from './http/access-log';
import { installErrorHandlers } from './http/error-handler';
import { RateLimiter } from './http/rate-limiter';
import { installSubscriptionKeyCheck } from './http/subscription-key';
import { Forwarder } from './leads/forwarder';
import type { LeadStore } from './leads/lead-store';
import { openLeadStore } from './leads/open-lead-store';
import { registerAdminLeadsRoute } from './routes/admin-leads-route';
import { registerBlogIndexRoute } from './routes/blog-index-route';
import { ESTIMATE_BODY_LIMIT, registerEstimateRoute } from './routes/estimate-route';
import { registerHealthRoute } from './routes/health-route';
import { registerListingRoutes } from './routes/listing-routes';
import { registerLocalOfficesRoute } from './routes/local-offices-route';
import { registerOfficeDirectoryRoutes } from './routes/office-directory-route';
import { registerMediaRoutes } from './routes/media-route';
import { registerPageRoute } from './routes/page-route';
import { registerResourceRoute } from './routes/resource-route';
import { registerReviewsRoute } from './routes/reviews-route';
import { registerSchedulingRoute } from './routes/scheduling-route';
import { registerSearchRoute } from './routes/search-route';
import { registerZipLookupRoute } from './routes/zip-lookup-route';
import { lookupUsZip } from './zip/zip-centroids';

export interface ContentApp {
  app: FastifyInstance;
  content: ContentStore;
  leads: LeadStore;
  /** Started by main.ts (tests drive it with runOnce); stopped and the store closed by app.close(). */
  forwarder: Forwarder;
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
];

/**
 * Builds the content and booking service; loads the seed and opens the lead store (SQLite, or
 * PostgreSQL with `databaseUrl`, whose schema is brought up to date on first use). Listens nowhere.
 */
export function createApp(appOptions: AppOptions): ContentApp {
  const options = resolveOptions(appOptions);
  const app = Fastify({
    logger: options.logLevel === false ? false : { level: options.logLevel },
    trustProxy: options.trustProxy,
    bodyLimit: ESTIMATE_BODY_LIMIT,
    logController: new AccessLogController(),
  });
  const { store: content, imported } = openContentStore({ ...options, locate: lookupUsZip });
  if (imported) app.log.info({ pages: content.pageCount, contentDb: options.contentDbPath }, 'seed imported into the content database');
  for (const warning of content.warnings) app.log.warn(warning);

  const leads = openLeadStore(options, app.log);
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
  });
  app.addHook('onClose', async () => {
    await forwarder.stop();
    await leads.close();
    content.close();
  });

  app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['Retry-After'],
    maxAge: 86_400,
  });
  installErrorHandlers(app);
  installSubscriptionKeyCheck(app, options.subscriptionKey);

  registerHealthRoute(app);
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
  });
  registerAdminLeadsRoute(app, { leads, adminToken: options.adminToken, forwardingEnabled: forwarder.enabled });
  registerMediaRoutes(app, options.mediaDir);
  // A booking is an estimate request with an appointment: it goes through the same intake.
  registerSchedulingRoute(app, content, { siteUrl: options.siteUrl, subscriptionKey: options.subscriptionKey, now: options.now });
  return { app, content, leads, forwarder };
}
