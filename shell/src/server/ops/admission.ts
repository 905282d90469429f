// Renders are admitted up to a bound: a few run at once, a short queue waits, and past that a
// render is refused at once (the caller answers a fast 503). Pages from the render cache never come
// here, so a flood of new addresses cannot make a cached page wait.

export class AdmissionRefused extends Error {
  override readonly name = 'AdmissionRefused';
}

export class Admission {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLength: number,
    private readonly onRefused: () => void = () => undefined,
  ) {}

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLength) {
        this.onRefused();
        throw new AdmissionRefused('Too many pages are being rendered: try again shortly.');
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in the queue, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
