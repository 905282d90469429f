/** Thrown when every slot is busy and the queue is full: the caller answers 503 with Retry-After. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

interface Waiting {
  start: () => void;
}

/**
 * Runs at most `concurrency` jobs at once and lets `queue` more wait; past that a new job is
 * refused at once. Jobs with the same key share one run (the second request for a result being
 * made waits for it instead of making it again).
 */
export class WorkQueue {
  private active = 0;
  private readonly waiting: Waiting[] = [];
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  get busy(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    const same = this.running.get(key);
    if (same) return same as Promise<T>;
    if (this.active >= this.concurrency && this.waiting.length >= this.queue) {
      return Promise.reject(new QueueFullError('The image service is busy.'));
    }
    const result = new Promise<T>((resolve, reject) => {
      const start = (): void => {
        this.active++;
        job()
          .then(resolve, reject)
          .finally(() => {
            this.active--;
            this.running.delete(key);
            this.waiting.shift()?.start();
          });
      };
      if (this.active < this.concurrency) start();
      else this.waiting.push({ start });
    });
    this.running.set(key, result);
    return result;
  }
}
