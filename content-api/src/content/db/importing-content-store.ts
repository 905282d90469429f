import { ApiError } from '../../http/api-error';
import type { ContentStore } from '../content-store';
import type { ImportProgress, ProgressListener } from './import-seed';

/** What /readyz and a content call answered while importing say about the import. */
export interface ImportStatus {
  state: 'importing' | 'failed';
  /** Reading the page files, then writing the database from them (no count for that part). */
  phase: ImportProgress['phase'];
  pagesRead: number;
  pagesTotal: number;
  elapsedSeconds: number;
  /** Why the import stopped (state "failed"); the service then exits. */
  error?: string;
}

/** Seconds a caller is asked to wait before trying a content call again while the import runs. */
export const IMPORT_RETRY_AFTER_SECONDS = 5;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The content store while the seed is imported in the background: every content call is a 503 with
 * Retry-After and the import's progress, and readiness fails saying how far it is; once the import
 * is in, every call goes to the database store it opened.
 */
export class ImportingContentStore implements ContentStore {
  private store: ContentStore | undefined;
  private progress: ImportProgress = { phase: 'reading', pagesRead: 0, pagesTotal: 0 };
  private failure: string | undefined;
  private readonly stop = new AbortController();
  private readonly started: number;
  /** Settles when the import is in and the store opened, or rejects with the import's error. */
  readonly loaded: Promise<void>;

  constructor(
    runImport: (onProgress: ProgressListener, signal: AbortSignal) => Promise<void>,
    open: () => ContentStore,
    private readonly now: () => number = Date.now,
  ) {
    this.started = now();
    this.loaded = runImport((progress) => (this.progress = progress), this.stop.signal).then(
      () => {
        if (!this.stop.signal.aborted) this.store = open();
      },
      (error: unknown) => {
        this.failure = error instanceof Error ? error.message : String(error);
        throw error;
      },
    );
  }

  /** The import's state, or undefined once the content is served. */
  status(): ImportStatus | undefined {
    if (this.store !== undefined) return undefined;
    const { phase, pagesRead, pagesTotal } = this.progress;
    const elapsedSeconds = Math.round((this.now() - this.started) / 100) / 10;
    const base = { phase, pagesRead, pagesTotal, elapsedSeconds };
    return this.failure === undefined ? { state: 'importing', ...base } : { state: 'failed', ...base, error: this.failure };
  }

  /** A sentence for people: how far the import is. */
  describe(): string {
    if (this.failure !== undefined) return `the seed import failed: ${this.failure}`;
    const { phase, pagesRead, pagesTotal } = this.progress;
    if (phase === 'writing') return `importing the seed: writing the content database from ${count(pagesTotal)} pages`;
    if (pagesTotal === 0) return 'importing the seed: listing its page files';
    return `importing the seed: ${count(pagesRead)} of ${count(pagesTotal)} page files read`;
  }

  private get ready(): ContentStore {
    if (this.store !== undefined) return this.store;
    const importing = this.failure === undefined;
    throw new ApiError(
      503,
      importing ? 'content_importing' : 'content_unavailable',
      importing
        ? `The content is being imported (${this.describe().replace('importing the seed: ', '')}); try again shortly.`
        : 'The content could not be imported.',
      { import: this.status() },
      { 'Retry-After': String(IMPORT_RETRY_AFTER_SECONDS) },
    );
  }

  page: ContentStore['page'] = (path) => this.ready.page(path);
  schemaNamed: ContentStore['schemaNamed'] = (type) => this.ready.schemaNamed(type);
  search: ContentStore['search'] = (schema, text, request) => this.ready.search(schema, text, request);
  blogIndex: ContentStore['blogIndex'] = (filter, request) => this.ready.blogIndex(filter, request);
  listPaths: ContentStore['listPaths'] = (prefix, paging) => this.ready.listPaths(prefix, paging);
  blogFacets: ContentStore['blogFacets'] = () => this.ready.blogFacets();
  resource: ContentStore['resource'] = (name) => this.ready.resource(name);
  reviews: ContentStore['reviews'] = (placeId) => this.ready.reviews(placeId);
  officeList: ContentStore['officeList'] = () => this.ready.officeList();
  officeServingZip: ContentStore['officeServingZip'] = (zip5) => this.ready.officeServingZip(zip5);

  get offices(): ContentStore['offices'] {
    return this.ready.offices;
  }

  get nearest(): ContentStore['nearest'] {
    return this.ready.nearest;
  }

  get pageCount(): number {
    return this.ready.pageCount;
  }

  get warnings(): readonly string[] {
    return this.store?.warnings ?? [];
  }

  check(): void {
    if (this.store === undefined) throw new Error(this.describe());
    this.store.check();
  }

  close(): void {
    this.stop.abort();
    this.store?.close();
  }
}
