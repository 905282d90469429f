// Which remotes failed to load, and why, reported by the federation runtime plugin: logged to the
// console and kept (the last 50) on window.__REMOTE_FAILURES__ for browser tests and monitoring.

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
