import fs from 'node:fs';
import path from 'node:path';
import type { ContentEnvelope } from '@handyman/contracts';
import { DEFAULTS } from '../../app-options';
import { startServiceProcess, type ServiceProcess } from '../../support/spawn-service';
import { FIXTURE_MEDIA, tempDir } from '../../testing/app-kit';

// Two instances started at the same moment on one content database path, with no database yet:
// each imports into a file of its own and renames it into place, and both serve the same content.
describe('two content-api processes starting together', () => {
  let dir: string;
  const services: ServiceProcess[] = [];

  beforeAll(() => {
    dir = tempDir('content-api-concurrent-');
  });

  afterAll(async () => {
    for (const service of services) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('both import the real seed and answer from a complete database', async () => {
    const contentDb = path.join(dir, 'data', 'content.db');
    const start = (name: string) =>
      startServiceProcess({
        CONTENT_API_DB: path.join(dir, `${name}-leads.db`),
        CONTENT_API_CONTENT_DB: contentDb,
        CONTENT_API_SEED_DIR: DEFAULTS.seedDir,
        CONTENT_API_MEDIA_DIR: FIXTURE_MEDIA,
        CONTENT_API_PUBLIC_URL: 'http://localhost:4000',
      });
    services.push(...(await Promise.all([start('a'), start('b')])));
    const answers = await Promise.all(
      services.map(async (service) => {
        const response = await fetch(`${service.baseUrl}/api/search?filters=type=BlogPost&resultsPerPage=100`);
        expect(response.status).toBe(200);
        return (await response.json()) as ContentEnvelope<object>;
      }),
    );
    expect(answers[0]?.totalResults).toBeGreaterThan(30);
    expect(answers[1]).toEqual(answers[0]);
    expect(fs.readdirSync(path.dirname(contentDb))).toEqual(['content.db']);
    // Usually both import; one that starts late finds the other's complete database instead.
    expect(services.some((service) => service.output().includes('seed imported into the content database'))).toBe(true);
  }, 60_000);
});
