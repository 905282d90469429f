import { NO_STORE, prepareAnswer, stringBytes, type Answer } from './http-answer';
import { AdmissionRefused } from './ops/admission';

const KEPT_STATUSES = [200, 301, 404];

/** The bytes kept by default (RENDER_CACHE_MB): 64 MB. */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
/** What an entry costs beyond its bodies and key: its objects, headers and ETag (an estimate). */
const ENTRY_OVERHEAD = 512;

interface Entry {
  answer: Answer;
  expires: number;
  bytes: number;
}

/**
 * An in-memory cache of rendered answers by key, for hot pages. An entry is fresh for `ttlMs`; for
 * `staleMs` after that, a request is answered from it at once while one render in the background
 * replaces it (stale-while-revalidate, as the CDN in front does), so no visitor of a hot page waits
 * for its re-render. Concurrent requests for a key being rendered share that render.
 *
 * Memory is bounded in bytes, not entries: each entry counts its body, the compressed bodies it is
 * sent as (worked out when it is kept) and its key, and the least recently used entries go first
 * once the total passes `maxBytes`; an answer bigger than the bound is sent but not kept. So no
 * flood of distinct addresses grows the server past the bound. Only answers worth keeping (200,
 * 301, 404, and not marked no-store) are stored: a re-render that fails or answers 503 drops the
 * entry, and the next request renders anew.
 */
export class RenderCache {
  // In use order: the first key is the least recently used.
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<Answer>>();
  // Bumped by clear(): a render started before it (say, with a remote's old deployment) is not kept.
  private generation = 0;
  private bytes = 0;
  /** Told of every lookup: a fresh hit, a stale hit (re-rendered behind it) or a miss. */
  onLookup: (result: 'hit' | 'stale' | 'miss') => void = () => undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = DEFAULT_CACHE_BYTES,
    private readonly now: () => number = Date.now,
    private readonly staleMs = 60_000,
  ) {}

  async get(key: string, render: () => Promise<Answer>): Promise<Answer> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) {
      this.onLookup('hit');
      return this.used(key, hit).answer;
    }
    if (hit && hit.expires + this.staleMs > now) {
      this.onLookup('stale');
      // A re-render refused for want of a slot keeps the stale copy; one that failed drops it.
      if (!this.rendering.has(key)) this.render(key, render).catch((error: unknown) => error instanceof AdmissionRefused || this.drop(key));
      return this.used(key, hit).answer;
    }
    if (hit) this.drop(key);
    this.onLookup('miss');
    return this.rendering.get(key) ?? this.render(key, render);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /** The bytes the kept answers hold (bodies, compressed bodies, keys, per-entry estimate). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
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
    this.drop(key);
    if (this.ttlMs <= 0 || !KEPT_STATUSES.includes(answer.status) || answer.headers['Cache-Control'] === NO_STORE) return;
    // Too big to keep: not even worth compressing ahead of the send.
    if (stringBytes(answer.body) > this.maxBytes) return;
    const bytes = prepareAnswer(answer) + stringBytes(key) + ENTRY_OVERHEAD;
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { answer, expires: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** The entry, moved to the end of the use order. */
  private used(key: string, entry: Entry): Entry {
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
