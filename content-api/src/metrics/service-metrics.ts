import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LeadStore, OutboxStats } from '../leads/lead-store';

/** Why an estimate post was not stored (the `reason` label of content_api_leads_rejected_total). */
const REJECT_REASONS = ['invalid', 'spam', 'rate_limited', 'idempotency_conflict', 'store_error', 'deadline_passed'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
const ATTEMPT_KINDS = ['delivered', 'retry', 'rejected'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OUTBOX_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * Everything content-api counts (prom-client, one registry of its own with the process's default
 * metrics), read at GET /metrics on the operations listener. The lead store's side is read when
 * scraped: a few indexed counts, read once per scrape whichever gauge asks first.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'content_api_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  readonly leadsAccepted = this.counter('content_api_leads_accepted_total', 'Estimate leads stored (replays of a key not counted).');
  readonly leadsRejected = this.counter(
    'content_api_leads_rejected_total',
    'Estimate posts not stored as leads to forward, by reason: invalid, spam (kept aside, never forwarded), rate_limited, idempotency_conflict, store_error, deadline_passed.',
    ['reason'],
  );
  readonly leadsReplayed = this.counter(
    'content_api_leads_replayed_total',
    'Estimate posts answered from an earlier post with the same Idempotency-Key.',
  );
  readonly forwardAttempts = this.counter(
    'content_api_lead_forward_attempts_total',
    'Deliveries to the field-service platform, by outcome: delivered, retry (will be sent again), rejected (kept as failed).',
    ['outcome'],
  );
  readonly forwardErrors = this.counter(
    'content_api_lead_forward_errors_total',
    'Forwarding passes that failed before attempting (the lead store could not be read).',
  );
  private scrape: Promise<OutboxStats | undefined> | undefined;

  constructor(
    private readonly leads: Pick<LeadStore, 'outboxStats'>,
    private readonly now: () => number,
  ) {
    collectDefaultMetrics({ register: this.registry });
    const stats = () => this.storeStats();
    const up: Gauge = new Gauge({
      name: 'content_api_lead_store_up',
      help: 'Whether the lead store answered this scrape (1) or not (0).',
      registers: [this.registry],
      collect: async () => up.set((await stats()) ? 1 : 0),
    });
    const rows: Gauge<'status'> = new Gauge({
      name: 'content_api_lead_outbox_rows',
      help: 'Leads by forwarding state: pending (not yet delivered), delivered, failed (refused by the platform).',
      labelNames: ['status'],
      registers: [this.registry],
      collect: async () => {
        const read = await stats();
        rows.reset();
        for (const status of OUTBOX_STATUSES) if (read) rows.set({ status }, read[status]);
      },
    });
    const oldest: Gauge = new Gauge({
      name: 'content_api_lead_oldest_undelivered_age_seconds',
      help: 'Age of the oldest lead not yet delivered to the field-service platform (0 when none waits; NaN when the store did not answer).',
      registers: [this.registry],
      collect: async () => {
        const read = await stats();
        const at = read?.oldestPendingReceivedAt;
        oldest.set(read === undefined ? Number.NaN : at === undefined ? 0 : Math.max(0, (this.now() - at) / 1000));
      },
    });
    // Every series exists from the start at 0, so increase() sees the first event of each.
    for (const reason of REJECT_REASONS) this.leadsRejected.inc({ reason }, 0);
    for (const outcome of ATTEMPT_KINDS) this.forwardAttempts.inc({ outcome }, 0);
  }

  rejected(reason: RejectReason): void {
    this.leadsRejected.inc({ reason });
  }

  attempt(outcome: AttemptKind): void {
    this.forwardAttempts.inc({ outcome });
  }

  /** The Prometheus text of every metric (the operations listener's GET /metrics). */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** Times every answer by its route pattern (never the raw URL: that would make a series per path). */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
  }

  private counter<L extends string>(name: string, help: string, labelNames: L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** The store's counts, read once per scrape (concurrent gauges share the read); undefined when it does not answer. */
  private storeStats(): Promise<OutboxStats | undefined> {
    this.scrape ??= this.leads
      .outboxStats()
      .catch(() => undefined)
      .finally(() => setImmediate(() => (this.scrape = undefined)));
    return this.scrape;
  }
}
