import type { Server } from 'node:http';
import { log } from './logger';

// Stopping without dropping a visitor: on SIGTERM the server stops accepting connections, lets the
// requests in flight finish (up to `graceMs`), closes keep-alive connections as they fall idle
// (answers sent meanwhile say Connection: close), then exits.

export const DRAIN_GRACE_MS = 10_000;

export interface Drain {
  readonly draining: boolean;
  start(): Promise<void>;
}

export function drainer(server: Server, graceMs = DRAIN_GRACE_MS): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
      return new Promise<void>((resolve) => {
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        const force = setTimeout(() => {
          log.warn('shutdown: requests still open after the grace period were cut', { graceMs });
          server.closeAllConnections();
        }, graceMs);
        server.close(() => {
          clearInterval(idle);
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
