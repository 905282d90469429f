import { AsyncLocalStorage } from 'node:async_hooks';

// What the server knows of the request it is working for, wherever it is in the call chain (a
// content call deep in a render, a log line): set once when the request comes in.

export interface RequestContext {
  requestId: string;
  /** The visitor's address: the peer, or what a trusted proxy says it is (trust-proxy.ts). */
  clientAddress: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
