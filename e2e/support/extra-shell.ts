import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveBuiltApp, type RunningServer } from './serve-built-app';
import { API_URL, PORTS, REMOTE_ORIGINS } from './stack';

// A second shell server of the same build, for tests that change where a remote lives (down, slow,
// redeployed) without touching the stack the other tests use.

export type RemoteKey = keyof typeof REMOTE_ORIGINS;

/** Ports for these servers, clear of the stack's and of SPARE_PORTS. */
export const EXTRA_PORTS = Array.from({ length: 12 }, (_, index) => PORTS.shell + 110 + index);

export function runtimeConfig(remotes: Partial<Record<RemoteKey, string>> = {}) {
  const origin = (remote: RemoteKey) => remotes[remote] ?? REMOTE_ORIGINS[remote];
  return {
    remotes: {
      franchise: `${origin('franchise')}/mf-manifest.json`,
      blog: `${origin('blog')}/mf-manifest.json`,
      catalog: `${origin('catalog')}/mf-manifest.json`,
    },
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
  return serveBuiltApp('shell', { SHELL_PORT: String(port), SHELL_CONFIG: file, ...env });
}

/** A server that takes connections and never answers: a remote that hangs. */
export async function startHangingServer(port: number): Promise<Server> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}
