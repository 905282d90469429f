import { tmpdir } from 'node:os';
import path from 'node:path';
import ports from '../../ports.json';

// The stack under test, on the ports `npm start` takes: ports.json's defaults unless the
// environment moves them (SHELL_PORT, FRANCHISE_PORT, BLOG_PORT, CATALOG_PORT, CONTENT_API_PORT).
const port = ({ port: fallback, portEnv }: { port: number; portEnv: string }) => Number(process.env[portEnv] || fallback);

export const PORTS = {
  shell: port(ports.shell),
  franchise: port(ports.franchise),
  blog: port(ports.blog),
  catalog: port(ports.catalog),
  api: port(ports.contentApi),
};

export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://localhost:${PORTS.api}`;
/** The operations listeners (readiness, metrics): loopback, each server's port + 90 unless moved. */
export const SHELL_OPS_URL = `http://127.0.0.1:${Number(process.env.SHELL_OPS_PORT || PORTS.shell + 90)}`;
export const API_OPS_URL = `http://127.0.0.1:${Number(process.env.CONTENT_API_OPS_PORT || PORTS.api + 90)}`;
export const REMOTE_ORIGINS = {
  franchise: `http://localhost:${PORTS.franchise}`,
  blog: `http://localhost:${PORTS.blog}`,
  catalog: `http://localhost:${PORTS.catalog}`,
} as const;

/** Ports for extra servers a test starts itself (clear of the stack's). */
export const SPARE_PORTS = [PORTS.shell + 100, PORTS.shell + 101, PORTS.shell + 102] as const;

export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-a-secret';

/**
 * Environment of the stack under test: a throwaway lead database, and intake limits that suit a
 * robot filling forms quickly and often (the limits themselves are tested in content-api).
 */
export const E2E_ENV: Record<string, string> = {
  CONTENT_API_DB: path.join(tmpdir(), `handyman-e2e-${process.pid}.db`),
  CONTENT_API_MIN_FILL_MS: '0',
  CONTENT_API_RATE_LIMIT_BURST: '1000',
  CONTENT_API_RATE_LIMIT_PER_MINUTE: '1000',
  // Every browser of the suite reports from this machine's one address.
  BEACON_BURST: '100000',
  BEACON_PER_MINUTE: '100000',
  BEACON_TOTAL_PER_MINUTE: '100000',
  // Lets browser tests read back the leads a form really stored (GET /admin/leads).
  CONTENT_API_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
  LOG_LEVEL: 'warn',
};
