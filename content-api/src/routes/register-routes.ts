import type { FastifyInstance } from 'fastify';
import type { ResolvedOptions } from '../app-options';
import type { ContentStore } from '../content/content-store';
import { RateLimiter } from '@handyman/contracts/server';
import { routeEstimate } from '../leads/estimate-office';
import type { Forwarder } from '../leads/forwarder';
import type { LeadStore } from '../leads/lead-store';
import type { ImageService } from '../images/image-service';
import type { ServiceMetrics } from '../metrics/service-metrics';
import { registerAdminLeadsRoute } from './admin-leads-route';
import { registerBlogIndexRoute } from './blog-index-route';
import { registerEstimateRoute } from './estimate-route';
import { registerHealthRoute } from './health-route';
import { registerListingRoutes } from './listing-routes';
import { registerLocalOfficesRoute } from './local-offices-route';
import { registerMediaRoutes } from './media-route';
import { registerOfficeDirectoryRoutes } from './office-directory-route';
import { registerPageRoute } from './page-route';
import { registerResourceRoute } from './resource-route';
import { registerReviewsRoute } from './reviews-route';
import { registerSchedulingRoute } from './scheduling-route';
import { registerSearchRoute } from './search-route';
import { registerTagTraceRoute } from './tag-trace-route';
import { registerZipLookupRoute } from './zip-lookup-route';

export { ESTIMATE_BODY_LIMIT } from './estimate-route';

export interface RouteDeps {
  /** The service itself: the booking page sends its posts through the intake in process. */
  app: FastifyInstance;
  content: ContentStore;
  leads: LeadStore;
  forwarder: Forwarder;
  metrics: ServiceMetrics;
  options: ResolvedOptions;
  /** Answers /media: stored files, and the pictures made of them. */
  images: ImageService;
}

/** Every public route of the service. */
export function registerRoutes(scope: FastifyInstance, { app, content, leads, forwarder, metrics, options, images }: RouteDeps): void {
  registerHealthRoute(scope);
  registerPageRoute(scope, content);
  registerSearchRoute(scope, content);
  registerBlogIndexRoute(scope, content);
  registerReviewsRoute(scope, content);
  registerResourceRoute(scope, content);
  registerLocalOfficesRoute(scope, content);
  registerOfficeDirectoryRoutes(scope, content);
  registerListingRoutes(scope, content);
  registerZipLookupRoute(scope, content);
  registerEstimateRoute(scope, {
    leads,
    routeOffice: (request) => routeEstimate(request, content),
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
  registerAdminLeadsRoute(scope, { leads, adminToken: options.adminToken, forwardingEnabled: forwarder.enabled });
  registerMediaRoutes(scope, images);
  registerTagTraceRoute(scope);
  // A booking is an estimate request with an appointment: it goes through the same intake.
  registerSchedulingRoute(scope, content, { app, siteUrl: options.siteUrl, subscriptionKey: options.subscriptionKey, now: options.now });
}
