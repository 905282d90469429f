import path from 'node:path';
import { log } from './ops/logger';
import { settingsFrom } from './settings';
import { startShellServer, type ShellServer } from './start-server';

/**
 * On SIGTERM or SIGINT the server drains: it stops accepting connections, lets the requests in
 * flight finish (10 s at most), closes keep-alive connections as they fall idle, then exits.
 */
function stopOnSignals({ drain }: ShellServer): void {
  const stop = (signal: string) => {
    if (drain.draining) return;
    log.info('shutting down: draining', { signal });
    void drain.start().then(() => {
      log.info('shut down');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * Runs the shell's server as a program, with its settings from the environment; SIGTERM or SIGINT
 * stops it. It serves the browser build its own build was made with: this file runs from that
 * build's server/ folder.
 */
export async function runShellServer(env: NodeJS.ProcessEnv): Promise<void> {
  let server: ShellServer;
  let port: number;
  try {
    const settings = settingsFrom(env, path.resolve(__dirname, '..'));
    port = settings.port;
    server = await startShellServer(settings);
  } catch (error) {
    log.error('shell could not start', { error });
    process.exit(1);
  }
  const ops = server.operations.address();
  const operations =
    typeof ops === 'object' && ops ? `http://${ops.family === 'IPv6' ? `[${ops.address}]` : ops.address}:${ops.port}` : String(ops);
  log.info(`shell (production build) at http://localhost:${port} (operations: ${operations})`, { port, operations });
  stopOnSignals(server);
}
