import type { Answer } from './http-answer';

/**
 * A small in-memory cache of rendered answers by address, for hot pages: an entry lives `ttlMs`,
 * the oldest goes first past `maxEntries`, and concurrent requests for an address being rendered
 * share that one render. Only answers worth keeping (200, 301, 404) are stored.
 */
export class RenderCache {
  private readonly entries = new Map<string, { answer: Answer; expires: number }>();
  private readonly rendering = new Map<string, Promise<Answer>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, render: () => Promise<Answer>): Promise<Answer> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.answer;
    if (hit) this.entries.delete(key);
    const running = this.rendering.get(key);
    if (running) return running;
    const request = render().finally(() => this.rendering.delete(key));
    this.rendering.set(key, request);
    const answer = await request;
    if (this.ttlMs > 0 && [200, 301, 404].includes(answer.status)) {
      this.entries.set(key, { answer, expires: this.now() + this.ttlMs });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return answer;
  }

  clear(): void {
    this.entries.clear();
  }
}
