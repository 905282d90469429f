import type { FastifyBaseLogger } from 'fastify';
import type { ForwarderTuning } from '../app-options';
import { fullJitterDelay } from './backoff';
import { attemptDelivery, type AttemptOutcome } from './delivery-attempt';
import type { DueDelivery, Outbox } from './outbox';

export interface ForwarderOptions extends ForwarderTuning {
  /** Field-service platform endpoint; without one leads stay stored and pending. */
  url: string | undefined;
  token: string | undefined;
  now: () => number;
  random: () => number;
  log: FastifyBaseLogger;
}

const CONCURRENCY = 4;

/**
 * Delivers outbox rows to the field-service platform at least once: retries 5xx, 429 and timeouts
 * with full-jitter backoff (or the platform's Retry-After), marks other 4xx as failed, and picks up
 * whatever is pending after a restart because the outbox lives in the database.
 */
export class Forwarder {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private readonly inFlight = new Set<string>();
  private readonly shutdown = new AbortController();

  constructor(
    private readonly outbox: Outbox,
    private readonly options: ForwarderOptions,
  ) {}

  get enabled(): boolean {
    return this.options.url !== undefined;
  }

  start(): void {
    if (!this.enabled) {
      this.options.log.warn('FIELD_SERVICE_URL is not set: estimate leads are stored but not forwarded');
      return;
    }
    this.started = true;
    this.schedule(0);
  }

  /** A new lead is waiting: deliver it now rather than at the next poll. */
  wake(): void {
    if (this.started) this.schedule(0);
  }

  /** One pass over the rows due now; returns how many attempts were made. */
  async runOnce(): Promise<number> {
    const { url } = this.options;
    if (url === undefined) return 0;
    const due = this.outbox.due(this.options.now(), this.options.batchSize).filter((item) => !this.inFlight.has(item.leadId));
    for (let index = 0; index < due.length; index += CONCURRENCY) {
      await Promise.all(due.slice(index, index + CONCURRENCY).map((item) => this.deliver(item, url)));
    }
    return due.length;
  }

  /** Stops scheduling, aborts requests in flight (their rows stay pending) and waits for the pass to end. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.shutdown.abort();
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (!this.started) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    let attempts = 0;
    this.running = this.runOnce()
      .then((count) => {
        attempts = count;
      })
      .catch((error: unknown) => this.options.log.error({ err: error }, 'lead forwarding pass failed'));
    await this.running;
    this.running = undefined;
    if (!this.started) return; // stopped meanwhile: the database may be closing
    const next = this.outbox.nextDueAt();
    const full = attempts >= this.options.batchSize;
    const wait = next === undefined ? this.options.idlePollMs : Math.max(0, next - this.options.now());
    this.schedule(full ? 0 : Math.min(wait, this.options.idlePollMs));
  }

  private async deliver(item: DueDelivery, url: string): Promise<void> {
    this.inFlight.add(item.leadId);
    try {
      const outcome = await attemptDelivery(item, {
        url,
        token: this.options.token,
        timeoutMs: this.options.timeoutMs,
        now: this.options.now(),
        shutdown: this.shutdown.signal,
      });
      this.record(item, outcome);
    } finally {
      this.inFlight.delete(item.leadId);
    }
  }

  private record(item: DueDelivery, outcome: AttemptOutcome): void {
    const now = this.options.now();
    const attempt = item.attempts + 1;
    const log = this.options.log.child({ leadId: item.leadId, attempt });
    switch (outcome.kind) {
      case 'delivered':
        this.outbox.markDelivered(item.leadId, outcome.status, now);
        log.info('lead delivered to the field-service platform');
        return;
      case 'rejected':
        this.outbox.markFailed(item.leadId, outcome, now);
        log.error({ status: outcome.status, reason: outcome.reason }, 'field-service platform rejected the lead; kept, not retried');
        return;
      case 'retry': {
        const delay =
          outcome.retryAfterMs !== undefined
            ? Math.min(outcome.retryAfterMs, this.options.maxRetryAfterMs)
            : fullJitterDelay(attempt, this.options, this.options.random);
        this.outbox.scheduleRetry(item.leadId, outcome, now + delay, now);
        log.warn({ status: outcome.status, reason: outcome.reason, retryInMs: delay }, 'lead delivery failed; will retry');
        return;
      }
      case 'aborted':
        return;
    }
  }
}
