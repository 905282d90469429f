import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ForwarderTuning } from '../app-options';
import { fullJitterDelay } from './backoff';
import { attemptDelivery, type AttemptOutcome } from './delivery-attempt';
import type { DueDelivery, OutboxStore } from './lead-store';

export interface ForwarderOptions extends ForwarderTuning {
  /** Field-service platform endpoint; without one leads stay stored and pending. */
  url: string | undefined;
  token: string | undefined;
  now: () => number;
  random: () => number;
  log: FastifyBaseLogger;
  /** Names this forwarder's claims; unique per process by default. */
  owner?: string;
  /** Told of each attempt's outcome and of each failed pass (the metrics listen). */
  observer?: ForwarderObserver;
}

export interface ForwarderObserver {
  attempt(outcome: 'delivered' | 'retry' | 'rejected'): void;
  passFailed(): void;
}

const CONCURRENCY = 4;
/** A claim outlives the attempt's own timeout by this much, so a live forwarder never loses its rows mid-attempt. */
export const LEASE_MARGIN_MS = 5_000;
/** After a pass fails (database unreachable), the next one comes this soon. */
const RETRY_AFTER_ERROR_MS = 5_000;

/**
 * Delivers outbox rows to the field-service platform at least once: retries 5xx, 429 and timeouts
 * with full-jitter backoff (or the platform's Retry-After), marks other 4xx as failed, and picks up
 * whatever is pending after a restart because the outbox lives in the database. Several forwarders
 * (one per instance) can share an outbox: each claims a few rows at a time under a lease, and rows
 * whose claimer died are claimed again when their lease ends.
 */
export class Forwarder {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private readonly inFlight = new Set<string>();
  private readonly shutdown = new AbortController();
  readonly owner: string;

  constructor(
    private readonly outbox: OutboxStore,
    private readonly options: ForwarderOptions,
  ) {
    this.owner = options.owner ?? `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  }

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

  /** One pass over the rows due now (up to batchSize, claimed a few at a time); returns how many attempts were made. */
  async runOnce(): Promise<number> {
    const { url } = this.options;
    if (url === undefined) return 0;
    let attempts = 0;
    while (attempts < this.options.batchSize && !this.shutdown.signal.aborted) {
      const claimed = await this.outbox.claimDue({
        now: this.options.now(),
        limit: Math.min(CONCURRENCY, this.options.batchSize - attempts),
        leaseMs: this.options.timeoutMs + LEASE_MARGIN_MS,
        owner: this.owner,
      });
      const due = claimed.filter((item) => !this.inFlight.has(item.leadId));
      await Promise.all(due.map((item) => this.deliver(item, url)));
      attempts += due.length;
      if (claimed.length < CONCURRENCY) break;
    }
    return attempts;
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
    let wait = this.options.idlePollMs;
    this.running = this.pass().then(
      (next) => {
        wait = next;
      },
      (error: unknown) => {
        wait = Math.min(RETRY_AFTER_ERROR_MS, this.options.idlePollMs);
        this.options.observer?.passFailed();
        this.options.log.error({ err: error, retryInMs: wait }, 'lead forwarding pass failed');
      },
    );
    await this.running;
    this.running = undefined;
    this.schedule(wait);
  }

  /** Runs a pass and says how long to sleep before the next one. */
  private async pass(): Promise<number> {
    const attempts = await this.runOnce();
    if (!this.started || attempts >= this.options.batchSize) return 0; // stopped (the store may be closing), or more is waiting
    const next = await this.outbox.nextDueAt();
    const wait = next === undefined ? this.options.idlePollMs : Math.max(0, next - this.options.now());
    return Math.min(wait, this.options.idlePollMs);
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
      await this.record(item, outcome);
    } finally {
      this.inFlight.delete(item.leadId);
    }
  }

  private async record(item: DueDelivery, outcome: AttemptOutcome): Promise<void> {
    const now = this.options.now();
    const attempt = item.attempts + 1;
    // reqId: the request that brought the lead, so its whole story is one search in the logs.
    const log = this.options.log.child({ leadId: item.leadId, attempt, reqId: item.requestId });
    if (outcome.kind !== 'aborted') this.options.observer?.attempt(outcome.kind);
    switch (outcome.kind) {
      case 'delivered':
        await this.outbox.markDelivered(item.leadId, outcome.status, now);
        log.info('lead delivered to the field-service platform');
        return;
      case 'rejected':
        await this.outbox.markFailed(item.leadId, outcome, now);
        log.error({ status: outcome.status, reason: outcome.reason }, 'field-service platform rejected the lead; kept, not retried');
        return;
      case 'retry': {
        const delay =
          outcome.retryAfterMs !== undefined
            ? Math.min(outcome.retryAfterMs, this.options.maxRetryAfterMs)
            : fullJitterDelay(attempt, this.options, this.options.random);
        await this.outbox.scheduleRetry(item.leadId, outcome, now + delay, now);
        log.warn({ status: outcome.status, reason: outcome.reason, retryInMs: delay }, 'lead delivery failed; will retry');
        return;
      }
      case 'aborted':
        await this.outbox.releaseClaim(item.leadId);
        return;
    }
  }
}
