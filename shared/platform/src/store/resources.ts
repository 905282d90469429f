import { createContext, use, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { create, type StoreApi } from 'zustand';
import { ServiceUnavailableError } from '../errors';

// A small keyed cache for content the pages load. Each key holds one piece of content: a request
// sets loading and clears the error, success stores the data, failure stores the error and empties
// the data. Shared by host and remotes, so content loaded by one is not fetched again by another.
//
// The browser has one cache (useResourceStore), filled from the server's answer before hydration.
// A server render gets a cache of its own per request (createServerResourceStore, provided through
// ResourceStoreContext): useResource then suspends until its content is in, so the HTML is complete.

export type ResourceStatus = 'loading' | 'success' | 'error';

export interface ResourceEntry<T = unknown> {
  status: ResourceStatus;
  data?: T;
  error?: unknown;
}

export interface ResourceState {
  entries: Record<string, ResourceEntry>;
}

export type ResourceStore = StoreApi<ResourceState>;

/** The browser's cache. */
export const useResourceStore = create<ResourceState>()(() => ({ entries: {} }));

const serverStores = new WeakSet<ResourceStore>();
/** Server caches whose loads fail at once: the page that says content is unavailable right now. */
const offlineStores = new WeakSet<ResourceStore>();
const inflightByStore = new WeakMap<ResourceStore, Map<string, Promise<unknown>>>();
/** The keys a server render's components read (what the browser's first render will read again). */
const readByStore = new WeakMap<ResourceStore, Set<string>>();
const settledByStore = new WeakMap<ResourceStore, Map<string, Promise<void>>>();

function mapOf<V>(maps: WeakMap<ResourceStore, Map<string, V>>, store: ResourceStore): Map<string, V> {
  let map = maps.get(store);
  if (!map) maps.set(store, (map = new Map()));
  return map;
}

/**
 * A cache for one server render: nothing in it outlives the request. An offline one loads nothing
 * (every load fails at once as unavailable), for the page sent when content did not come in time.
 */
export function createServerResourceStore({ offline = false }: { offline?: boolean } = {}): ResourceStore {
  const store = create<ResourceState>()(() => ({ entries: {} }));
  serverStores.add(store);
  if (offline) offlineStores.add(store);
  return store;
}

/** The cache the components below read; the browser's unless a server render provides its own. */
export const ResourceStoreContext = createContext<ResourceStore>(useResourceStore);

function setEntry(store: ResourceStore, key: string, entry: ResourceEntry): void {
  store.setState((state) => ({ entries: { ...state.entries, [key]: entry } }));
}

export interface LoadOptions {
  force?: boolean;
  store?: ResourceStore;
}

/** Loads a resource once per key (concurrent callers share the request); force reloads it. */
export function loadResource<T>(
  key: string,
  loader: () => Promise<T>,
  { force = false, store = useResourceStore }: LoadOptions = {},
): Promise<T> {
  const existing = store.getState().entries[key];
  if (!force && existing?.status === 'success') return Promise.resolve(existing.data as T);
  const inflight = mapOf(inflightByStore, store);
  const pending = inflight.get(key);
  if (pending && !force) return pending as Promise<T>;
  if (offlineStores.has(store)) {
    const error = new ServiceUnavailableError('Content is unavailable');
    setEntry(store, key, { status: 'error', error });
    return Promise.reject(error);
  }
  setEntry(store, key, { status: 'loading' });
  const request = loader().then(
    (data) => {
      if (inflight.get(key) === request) setEntry(store, key, { status: 'success', data });
      return data;
    },
    (error: unknown) => {
      if (inflight.get(key) === request) setEntry(store, key, { status: 'error', error });
      throw error;
    },
  );
  request
    .finally(() => {
      if (inflight.get(key) === request) inflight.delete(key);
    })
    .catch(() => undefined);
  inflight.set(key, request);
  return request;
}

/** A promise React reads as already fulfilled (use() returns at once). */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * One promise per key and server cache that settles (never rejects) when the key's load is over;
 * the fulfilled one for a key already loaded.
 */
function settledLoad(store: ResourceStore, key: string, loader: () => Promise<unknown>): Promise<void> {
  const entry = store.getState().entries[key];
  if (entry?.status === 'success' || entry?.status === 'error') return SETTLED;
  const settled = mapOf(settledByStore, store);
  let promise = settled.get(key);
  if (!promise) {
    promise = loadResource(key, loader, { store }).then(
      () => undefined,
      () => undefined,
    );
    settled.set(key, promise);
  }
  return promise;
}

export interface ResourceView<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Reads a resource for render, loading it on first use. A null key loads nothing. The loader is
 * handed the cache it loads into (the server render's own, or the browser's), for a resource drawn
 * from another one (loadResource with that store).
 */
export function useResource<T>(key: string | null, fetchIt: (store: ResourceStore) => Promise<T>): ResourceView<T> {
  const store = useContext(ResourceStoreContext);
  const loader = () => fetchIt(store);
  // The store's current state on the server and during hydration too (zustand's own hook would
  // read its initial, empty state there).
  const read = () => (key === null ? undefined : store.getState().entries[key]);
  const entry = useSyncExternalStore(store.subscribe, read, read) as ResourceEntry<T> | undefined;
  // On the server the render waits for the content (Suspense), so the page is sent complete. Every
  // call uses exactly one promise, loaded or not: React matches use() calls by their order.
  if (serverStores.has(store)) {
    if (key !== null) readKeys(store).add(key);
    use(key === null ? SETTLED : settledLoad(store, key, loader));
  }
  useEffect(() => {
    if (key !== null && !entry) loadResource(key, loader, { store }).catch(() => undefined);
    // The loader is identified by its key; a new closure for the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, entry, store]);
  const reload = useCallback(() => {
    if (key !== null) loadResource(key, loader, { force: true, store }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, store]);
  return {
    data: entry?.status === 'success' ? entry.data : undefined,
    error: entry?.status === 'error' ? entry.error : undefined,
    loading: key !== null && (!entry || entry.status === 'loading'),
    reload,
  };
}

function readKeys(store: ResourceStore): Set<string> {
  let keys = readByStore.get(store);
  if (!keys) readByStore.set(store, (keys = new Set()));
  return keys;
}

/**
 * True when a component of the server's render read the key: the browser's first render reads it
 * again, so it travels with the page. Content only a route's loader read travels as the loader's
 * data instead, once.
 */
export function wasReadByComponents(store: ResourceStore, key: string): boolean {
  return readByStore.get(store)?.has(key) ?? false;
}

/** Test helper and "start over" switch: forgets every cached resource. */
export function resetResources(): void {
  inflightByStore.delete(useResourceStore);
  useResourceStore.setState({ entries: {} });
}
