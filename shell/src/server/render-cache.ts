import { NO_STORE, type Answer } from './http-answer';

const KEPT_STATUSES = [200, 301, 404];

/**
 * A small in-memory cache of rendered answers by address, for hot pages. An entry is fresh for
 * `ttlMs`; for `staleMs` after that, a request is answered from it at once while one render in the
 * background replaces it (stale-while-revalidate, as the CDN in front does), so no visitor of a hot
 * page waits for its re-render. Concurrent requests for an address being rendered share that render;
 * the oldest entry goes first past `maxEntries`. Only answers worth keeping (200, 301, 404, and
 * not marked no-store) are stored: a re-render that fails or answers 503 drops the entry, and the
 * next request renders anew.
 */
export class RenderCache {
  private readonly entries = new Map<string, { answer: Answer; expires: number }>();
  private readonly rendering = new Map<string, Promise<Answer>>();
  // Bumped by clear(): a render started before it (say, with a remote's old deployment) is not kept.
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
    private readonly staleMs = 60_000,
  ) {}

  async get(key: string, render: () => Promise<Answer>): Promise<Answer> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) return hit.answer;
    if (hit && hit.expires + this.staleMs > now) {
      if (!this.rendering.has(key)) this.render(key, render).catch(() => this.entries.delete(key));
      return hit.answer;
    }
    if (hit) this.entries.delete(key);
    return this.rendering.get(key) ?? this.render(key, render);
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  private render(key: string, render: () => Promise<Answer>): Promise<Answer> {
    const generation = this.generation;
    const request = render()
      .then((answer) => {
        if (generation === this.generation) this.keep(key, answer);
        return answer;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, request);
    return request;
  }

  private keep(key: string, answer: Answer): void {
    if (this.ttlMs <= 0 || !KEPT_STATUSES.includes(answer.status) || answer.headers['Cache-Control'] === NO_STORE) {
      this.entries.delete(key);
      return;
    }
    // Re-inserted, so the Map's first key is the one kept longest ago.
    this.entries.delete(key);
    this.entries.set(key, { answer, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
