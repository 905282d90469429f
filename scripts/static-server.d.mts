import type { Server } from 'node:http';

export function cacheControlFor(file: string): string;
export function createStaticServer(options: {
  root: string;
  spaFallback?: boolean;
  overrides?: Record<string, () => string | Buffer>;
}): Server;
export function isAppRoute(urlPath: string): boolean;
