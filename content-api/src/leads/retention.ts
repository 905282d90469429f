import type { LeadStore } from './lead-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the purge runs; the first run is at start. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Deletes leads (with the visitor's address, IP and user agent) once they are older than the
 * retention period and done with: delivered, refused by the platform, or set aside as spam. A lead
 * still waiting to be delivered is kept whatever its age, unless nothing will deliver it (no
 * field-service platform configured: `forwarding` false), so stored-only leads do not stay forever.
 * Runs at start and then every hour.
 */
export class LeadRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly leads: Pick<LeadStore, 'purgeLeads'>,
    private readonly options: { days: number; now: () => number; log: RetentionLog; forwarding: boolean },
  ) {}

  /** One purge; resolves with how many leads were deleted (0 when it failed, which is logged). */
  runOnce(): Promise<number> {
    this.running ??= this.purge().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(): void {
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async purge(): Promise<number> {
    const cutoff = this.options.now() - this.options.days * DAY_MS;
    try {
      const purged = await this.leads.purgeLeads(cutoff, { pendingToo: !this.options.forwarding });
      if (purged > 0) this.options.log.info({ purged, retentionDays: this.options.days }, 'old leads purged');
      return purged;
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not purge old leads; will try again in an hour');
      return 0;
    }
  }
}
