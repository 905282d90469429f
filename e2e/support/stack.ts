import { tmpdir } from 'node:os';
import path from 'node:path';

export const SHELL_URL = 'http://localhost:3000';
export const API_URL = 'http://localhost:4000';
export const REMOTE_ORIGINS = {
  franchise: 'http://localhost:3001',
  blog: 'http://localhost:3002',
  catalog: 'http://localhost:3003',
} as const;

/**
 * Environment of the stack under test: a throwaway lead database, and intake limits that suit a
 * robot filling forms quickly and often (the limits themselves are tested in content-api).
 */
export const E2E_ENV: Record<string, string> = {
  CONTENT_API_DB: path.join(tmpdir(), `handyman-e2e-${process.pid}.db`),
  CONTENT_API_MIN_FILL_MS: '0',
  CONTENT_API_RATE_LIMIT_BURST: '1000',
  CONTENT_API_RATE_LIMIT_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
};
