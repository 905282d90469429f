import type { LeadStore } from './lead-store';

export interface StoreLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const RETRY_MS = 5_000;

/**
 * Checks the lead store at start and, while it cannot be reached, every few seconds until it can,
 * saying so in the log: an operator sees at once that leads are refused (intake answers 503) and
 * when they are taken again. The process keeps serving content meanwhile and needs no restart.
 */
export function watchLeadStore(leads: Pick<LeadStore, 'check'>, where: string, log: StoreLog): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failures = 0;
  const attempt = (): void => {
    leads.check().then(
      () => {
        if (stopped) return;
        log.info({ store: where, after: failures === 0 ? undefined : `${failures} failed checks` }, 'lead store ready');
      },
      (error: unknown) => {
        if (stopped) return;
        failures += 1;
        const reason = error instanceof Error ? error.message : String(error);
        log.error(
          { store: where, reason, retryInMs: RETRY_MS },
          'lead store unreachable: estimate intake answers 503 until it is back; content is still served',
        );
        timer = setTimeout(attempt, RETRY_MS);
        timer.unref();
      },
    );
  };
  attempt();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
