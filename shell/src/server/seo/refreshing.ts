import { log } from '../ops/logger';

/**
 * A value built on demand and kept: fresh for `freshMs`; for `staleMs` after that it is still
 * answered at once while one rebuild runs in the background (stale-while-revalidate). A failed
 * background rebuild keeps the old value until its stale time ends; a caller past it waits for a
 * build and gets its error. Concurrent callers share one build.
 */
export class Refreshing<T> {
  private value: { data: T; builtAt: number } | undefined;
  private building: Promise<T> | undefined;

  constructor(
    private readonly build: () => Promise<T>,
    private readonly freshMs: number,
    private readonly staleMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const age = this.value ? this.now() - this.value.builtAt : Number.POSITIVE_INFINITY;
    if (this.value && age < this.freshMs) return Promise.resolve(this.value.data);
    if (this.value && age < this.freshMs + this.staleMs) {
      this.rebuild().catch((error: unknown) => log.error('a background rebuild failed; the last build is kept', { error }));
      return Promise.resolve(this.value.data);
    }
    return this.rebuild();
  }

  private rebuild(): Promise<T> {
    this.building ??= this.build()
      .then((data) => {
        this.value = { data, builtAt: this.now() };
        return data;
      })
      .finally(() => {
        this.building = undefined;
      });
    return this.building;
  }
}
