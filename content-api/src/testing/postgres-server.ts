import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// A real PostgreSQL server for tests and benchmarks; started on demand, removed after.

const run = promisify(execFile);
export const PG_PORTS = { first: 55400, count: 100 };

/** Debian's PostgreSQL binaries (`/usr/lib/postgresql/<version>/bin`), newest version first; PG_BIN overrides. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

/** A throw-away PostgreSQL server on a temporary folder and a free port in 55400-55499. */
export interface TestPostgres {
  port: number;
  /** A new empty database on this server; its URL. */
  createDatabase(): Promise<string>;
  /**
   * Closes the connections to a database, as a crash or failover would: every one, or only those
   * of one application (`application_name`).
   */
  terminateConnections(url: string, applicationName?: string): Promise<number>;
  /** How many of content-api's connections to a database are waiting on a lock. */
  waitingOnLocks(url: string): Promise<number>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

// PostgreSQL refuses to run as root: as root, its tools run as the postgres user.
function pgTool(bin: string, tool: string, args: string[]): Promise<{ stdout: string }> {
  const command = path.join(bin, tool);
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function withAdmin<T>(port: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `durable: false` (tests) turns fsync off for speed; the benchmark keeps it on, as in production. */
export async function startTestPostgres(bin: string, options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const fsync = options.durable ? 'on' : 'off';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot) await run('chown', ['postgres:postgres', dir]);
  await pgTool(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', ...(options.durable ? [] : ['--no-sync'])]);
  let port = 0;
  const ctl = (...args: string[]) => pgTool(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), ...args]);
  const start = () =>
    ctl('-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync}`, 'start').then(() => undefined);
  const offset = Math.floor(Math.random() * PG_PORTS.count);
  for (let tried = 0; tried < PG_PORTS.count && port === 0; tried += 1) {
    const candidate = PG_PORTS.first + ((offset + tried) % PG_PORTS.count);
    if (!(await portIsFree(candidate))) continue;
    port = candidate;
    // Another process may take the port between the probe and the start: then try the next one.
    await start().catch(() => {
      port = 0;
    });
  }
  if (port === 0) throw new Error(`no free port for PostgreSQL in ${PG_PORTS.first}-${PG_PORTS.first + PG_PORTS.count - 1}`);
  let databases = 0;
  const stop = () => ctl('-m', 'immediate', 'stop').then(() => undefined);
  return {
    port,
    async createDatabase() {
      databases += 1;
      const name = `leads_${databases}`;
      await withAdmin(port, (client) => client.query(`CREATE DATABASE ${name}`));
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    terminateConnections: (url, applicationName) =>
      withAdmin(port, async (client) => {
        const result = await client.query(
          // With a timeout, each call returns once that backend is gone (PostgreSQL 14 and later).
          `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
           WHERE datname = $1 AND pid <> pg_backend_pid() AND ($2::text IS NULL OR application_name = $2)`,
          [new URL(url).pathname.slice(1), applicationName ?? null],
        );
        return result.rowCount ?? 0;
      }),
    waitingOnLocks: (url) =>
      withAdmin(port, async (client) => {
        const result = await client.query<{ n: number }>(
          // Only the service's own connections: an autovacuum worker can wait on the same lock.
          "SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'content-api' AND wait_event_type = 'Lock'",
          [new URL(url).pathname.slice(1)],
        );
        return result.rows[0]?.n ?? 0;
      }),
    stop,
    start,
    async destroy() {
      await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
