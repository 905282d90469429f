import type { RemoteName } from '@handyman/shared';

// Which remotes failed to load, and why, reported by the federation runtime plugin. The fallback
// UI reads it to say what went wrong; tests and monitoring read window.__REMOTE_FAILURES__.

export interface RemoteFailure {
  remote: string;
  lifecycle: string;
  message: string;
  at: number;
}

const failures: RemoteFailure[] = [];

declare global {
  interface Window {
    __REMOTE_FAILURES__?: RemoteFailure[];
  }
}

export function reportRemoteFailure(failure: RemoteFailure): void {
  failures.push(failure);
  if (failures.length > 50) failures.shift();
  if (typeof window !== 'undefined') window.__REMOTE_FAILURES__ = failures;
  console.warn(`[federation] remote "${failure.remote}" failed at ${failure.lifecycle}: ${failure.message}`);
}

export function lastFailureOf(remote: RemoteName): RemoteFailure | undefined {
  return [...failures].reverse().find((failure) => failure.remote === remote);
}
