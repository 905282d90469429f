import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface StaticOptions {
  root: string;
  spaFallback?: boolean;
  overrides?: Record<string, () => string | Buffer>;
  appHandler?: (request: IncomingMessage, response: ServerResponse, urlPath: string) => unknown;
  hidden?: string[];
  mount?: string;
  /** Headers the server set for its documents, which a file that is no document (not HTML or SVG) leaves out. */
  documentHeaders?: string[];
}

export function cacheControlFor(urlPath: string): string;
export const SERVER_TIMEOUTS: Readonly<{
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
  keepAliveTimeout: number;
}>;
export function createStaticServer(options: StaticOptions): Server;
export function createStaticHandler(options: StaticOptions): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
export function isAppRoute(urlPath: string): boolean;
export function isServable(urlPath: string, hidden?: string[]): boolean;
