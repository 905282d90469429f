import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startContentProxy, type ContentProxy } from './content-proxy';
import { serveBuiltApp, type RunningServer } from './serve-built-app';
import { API_URL, E2E_ENV, PORTS, REMOTE_ORIGINS } from './stack';

// A second shell server of the same build, for tests that change where a remote lives (down, slow,
// redeployed) without touching the stack the other tests use.

export type RemoteKey = keyof typeof REMOTE_ORIGINS;

/** Ports for these servers, clear of the stack's and of SPARE_PORTS. */
export const EXTRA_PORTS = Array.from({ length: 12 }, (_, index) => PORTS.shell + 110 + index);

/**
 * A config.json for the stack's content and remotes. A remote given as an origin is named by the
 * release file there (release.json); one given as a whole .json address is named by it (a fixed
 * build's mf-manifest.json).
 */
export function runtimeConfig(remotes: Partial<Record<RemoteKey, string>> = {}) {
  const source = (remote: RemoteKey) => {
    const given = remotes[remote] ?? REMOTE_ORIGINS[remote];
    return given.endsWith('.json') ? given : `${given}/release.json`;
  };
  return {
    remotes: { franchise: source('franchise'), blog: source('blog'), catalog: source('catalog') },
    contentApiBaseUrl: API_URL,
    subscriptionKey: 'local-dev-key',
    mediaHost: `${API_URL}/media/`,
    schedulingUrl: `${API_URL}/scheduling`,
  };
}

/** Starts the shell's server on `port` with this runtime config. */
export async function startShell(port: number, config: unknown, env: Record<string, string> = {}): Promise<RunningServer> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shell-config-')), 'config.json');
  writeFileSync(file, JSON.stringify(config));
  // Every browser of the suite reports from this machine's one address: a spec whose visitors pass
  // the beacon's per-client burst (20) would see its next page's report refused (429), and a skew
  // reload that report carries would go uncounted.
  const beacons = Object.fromEntries(Object.entries(E2E_ENV).filter(([name]) => name.startsWith('BEACON_')));
  return serveBuiltApp('shell', { SHELL_PORT: String(port), SHELL_CONFIG: file, ...beacons, ...env });
}

export interface ShellBehindProxy {
  /** The shell's address. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * A shell on `port` that reads its content through a proxy on `port + 1`; `change` tells the proxy
 * what to answer differently (failures, rewritten settings) before the shell starts.
 */
export async function startShellBehindProxy(port: number, change: (proxy: ContentProxy) => void): Promise<ShellBehindProxy> {
  const proxy = await startContentProxy(port + 1);
  change(proxy);
  const shell = await startShell(port, { ...runtimeConfig(), contentApiBaseUrl: proxy.url, mediaHost: `${API_URL}/media/` });
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      await shell.stop();
      await proxy.close();
    },
  };
}

/** A server that takes connections and never answers: a remote that hangs. */
export async function startHangingServer(port: number): Promise<Server> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}

export interface RecoveringServer {
  /** From now on new requests reach the real remote; the ones held so far stay unanswered. */
  recover: () => void;
  close: () => Promise<void>;
}

/**
 * A remote's host that hangs (takes connections, never answers) until `recover()`, then passes
 * requests on to `target`, the real remote's origin: a remote that hung and is healthy again.
 */
export async function startRecoveringServer(port: number, target: string): Promise<RecoveringServer> {
  let healthy = false;
  const server = createServer((request, response) => {
    if (!healthy) return;
    const upstream = httpRequest(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    recover: () => {
      healthy = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
