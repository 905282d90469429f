import { useCallback, useEffect } from 'react';
import { create } from 'zustand';

// A small keyed cache for content the pages load. Each key is one data area of the spec: a request
// sets loading and clears the error, success stores the data, failure stores the error and empties
// the data. Shared by host and remotes, so content loaded by one is not fetched again by another.

export type ResourceStatus = 'loading' | 'success' | 'error';

export interface ResourceEntry<T = unknown> {
  status: ResourceStatus;
  data?: T;
  error?: unknown;
}

interface ResourceStore {
  entries: Record<string, ResourceEntry>;
}

export const useResourceStore = create<ResourceStore>()(() => ({ entries: {} }));

const inflight = new Map<string, Promise<unknown>>();

function setEntry(key: string, entry: ResourceEntry): void {
  useResourceStore.setState((state) => ({ entries: { ...state.entries, [key]: entry } }));
}

/** Loads a resource once per key (concurrent callers share the request); force reloads it. */
export function loadResource<T>(key: string, loader: () => Promise<T>, { force = false } = {}): Promise<T> {
  const existing = useResourceStore.getState().entries[key];
  if (!force && existing?.status === 'success') return Promise.resolve(existing.data as T);
  const pending = inflight.get(key);
  if (pending && !force) return pending as Promise<T>;
  setEntry(key, { status: 'loading' });
  const request = loader().then(
    (data) => {
      if (inflight.get(key) === request) setEntry(key, { status: 'success', data });
      return data;
    },
    (error: unknown) => {
      if (inflight.get(key) === request) setEntry(key, { status: 'error', error });
      throw error;
    },
  );
  request.finally(() => {
    if (inflight.get(key) === request) inflight.delete(key);
  }).catch(() => undefined);
  inflight.set(key, request);
  return request;
}

export interface ResourceState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Reads a resource for render, loading it on first use. A null key loads nothing. */
export function useResource<T>(key: string | null, loader: () => Promise<T>): ResourceState<T> {
  const entry = useResourceStore((state) => (key === null ? undefined : state.entries[key])) as ResourceEntry<T> | undefined;
  useEffect(() => {
    if (key !== null && !entry) loadResource(key, loader).catch(() => undefined);
    // The loader is identified by its key; a new closure for the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, entry]);
  const reload = useCallback(() => {
    if (key !== null) loadResource(key, loader, { force: true }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return {
    data: entry?.status === 'success' ? entry.data : undefined,
    error: entry?.status === 'error' ? entry.error : undefined,
    loading: key !== null && (!entry || entry.status === 'loading'),
    reload,
  };
}

/** Test helper and "start over" switch: forgets every cached resource. */
export function resetResources(): void {
  inflight.clear();
  useResourceStore.setState({ entries: {} });
}
