import type { FastifyInstance } from 'fastify';
import type { LeadStore } from '../leads/lead-store';
import { gaugeLines, Histogram, PROMETHEUS_TYPE, Registry, type Metric } from './prometheus';

/** Why an estimate post was not stored (the `reason` label of content_api_leads_rejected_total). */
const REJECT_REASONS = ['invalid', 'spam', 'rate_limited', 'idempotency_conflict', 'store_error'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
const ATTEMPT_KINDS = ['delivered', 'retry', 'rejected'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The lead store's side, read when scraped: a few indexed counts, so a scrape stays cheap. */
function leadStoreMetric(leads: Pick<LeadStore, 'outboxStats'>, now: () => number): Metric {
  return {
    async render() {
      let stats;
      try {
        stats = await leads.outboxStats();
      } catch {
        return gaugeLines('content_api_lead_store_up', 'Whether the lead store answered this scrape (1) or not (0).', [{ value: 0 }]);
      }
      const oldest = stats.oldestPendingReceivedAt;
      return [
        ...gaugeLines('content_api_lead_store_up', 'Whether the lead store answered this scrape (1) or not (0).', [{ value: 1 }]),
        ...gaugeLines(
          'content_api_lead_outbox_rows',
          'Leads by forwarding state: pending (not yet delivered), delivered, failed (refused by the platform).',
          [
            { labels: { status: 'pending' }, value: stats.pending },
            { labels: { status: 'delivered' }, value: stats.delivered },
            { labels: { status: 'failed' }, value: stats.failed },
          ],
        ),
        ...gaugeLines(
          'content_api_lead_oldest_undelivered_age_seconds',
          'Age of the oldest lead not yet delivered to the field-service platform (0 when none waits).',
          [{ value: oldest === undefined ? 0 : Math.max(0, (now() - oldest) / 1000) }],
        ),
      ];
    },
  };
}

/** Everything content-api counts, and the GET /metrics route that shows it in Prometheus' text format. */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpDuration = this.registry.register(
    new Histogram('content_api_http_request_duration_seconds', 'Time to answer a request, by method, route and status.', DURATION_BUCKETS),
  );
  readonly leadsAccepted = this.registry.counter(
    'content_api_leads_accepted_total',
    'Estimate leads stored (replays of a key not counted).',
  );
  readonly leadsRejected = this.registry.counter(
    'content_api_leads_rejected_total',
    'Estimate posts not stored, by reason: invalid, spam, rate_limited, idempotency_conflict, store_error.',
  );
  readonly leadsReplayed = this.registry.counter(
    'content_api_leads_replayed_total',
    'Estimate posts answered from an earlier post with the same Idempotency-Key.',
  );
  readonly forwardAttempts = this.registry.counter(
    'content_api_lead_forward_attempts_total',
    'Deliveries to the field-service platform, by outcome: delivered, retry (will be sent again), rejected (kept as failed).',
  );
  readonly forwardErrors = this.registry.counter(
    'content_api_lead_forward_errors_total',
    'Forwarding passes that failed before attempting (the lead store could not be read).',
  );

  constructor(leads: Pick<LeadStore, 'outboxStats'>, now: () => number) {
    this.registry.register(leadStoreMetric(leads, now));
    // Every series exists from the start at 0, so increase() sees the first event of each.
    for (const counter of [this.leadsAccepted, this.leadsReplayed, this.forwardErrors]) counter.inc(undefined, 0);
    for (const reason of REJECT_REASONS) this.leadsRejected.inc({ reason }, 0);
    for (const outcome of ATTEMPT_KINDS) this.forwardAttempts.inc({ outcome }, 0);
  }

  rejected(reason: RejectReason): void {
    this.leadsRejected.inc({ reason });
  }

  attempt(outcome: AttemptKind): void {
    this.forwardAttempts.inc({ outcome });
  }

  /** Times every answer by its route pattern (never the raw URL: that would make a series per path). */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
    app.get('/metrics', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').type(PROMETHEUS_TYPE);
      return this.registry.render();
    });
  }
}
