import type { Server } from 'node:http';
import path from 'node:path';
import { settingsFrom } from './settings';
import { startShellServer } from './start-server';

/** Stops taking connections and exits; open keep-alive connections are asked to go, then left. */
function stopOnSignals(server: Server): void {
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Runs the shell's server as a program, with its settings from the environment; SIGTERM or SIGINT
 * stops it. It serves the browser build its own build was made with: this file runs from that
 * build's server/ folder.
 */
export async function runShellServer(env: NodeJS.ProcessEnv): Promise<void> {
  let server: Server;
  let port: number;
  try {
    const settings = settingsFrom(env, path.resolve(__dirname, '..'));
    port = settings.port;
    server = await startShellServer(settings);
  } catch (error) {
    console.error(`shell could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`shell (production build) at http://localhost:${port}`);
  stopOnSignals(server);
}
