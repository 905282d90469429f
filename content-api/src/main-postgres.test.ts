import path from 'node:path';
import { humanHeaders, validEstimate } from './testing/estimate-fixtures';
import { startServiceProcess } from './support/spawn-service';
import { FIXTURE_MEDIA, FIXTURE_SEED, tempDir } from './testing/app-kit';
import { PG_PORTS, portIsFree } from './testing/postgres-server';
import { waitFor } from './testing/wait-kit';

jest.setTimeout(60_000);

/** A port of the range the tests give PostgreSQL with nothing listening on it. */
async function closedPort(): Promise<number> {
  for (let port = PG_PORTS.first + PG_PORTS.count - 1; port >= PG_PORTS.first; port -= 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error('every port of the PostgreSQL range is taken');
}

// What an operator sees when the lead database is down at start: the service comes up, says so, serves content, refuses leads.
describe('content-api process with its PostgreSQL unreachable', () => {
  it('starts, logs that the lead store is unreachable, serves content and answers intake with 503 and Retry-After', async () => {
    const port = await closedPort();
    const service = await startServiceProcess({
      CONTENT_API_DB: path.join(FIXTURE_SEED, 'never-written.db'),
      CONTENT_API_CONTENT_DB: path.join(tempDir('content-api-pg-process-'), 'content.db'),
      CONTENT_API_SEED_DIR: FIXTURE_SEED,
      CONTENT_API_MEDIA_DIR: FIXTURE_MEDIA,
      DATABASE_URL: `postgres://leads:not-shown@127.0.0.1:${port}/leads`,
    });
    try {
      await waitFor(() => service.output().includes('lead store unreachable'), 'the log line saying the lead store is unreachable');
      expect(service.output()).toContain(`"store":"PostgreSQL 127.0.0.1:${port}/leads"`);
      expect(service.output()).not.toContain('not-shown');
      expect((await fetch(`${service.baseUrl}/api/page?path=offices/summerlin`)).status).toBe(200);
      const response = await fetch(`${service.baseUrl}/api/booking/estimate`, {
        method: 'POST',
        headers: humanHeaders('db-down'),
        body: JSON.stringify(validEstimate()),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ bookingSentSuccessfully: false, error: 'storage_unavailable' });
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  });
});
