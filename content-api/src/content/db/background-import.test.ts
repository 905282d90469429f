import fs from 'node:fs';
import path from 'node:path';
import { startServiceProcess, type ServiceProcess } from '../../support/spawn-service';
import { FIXTURE_MEDIA, tempDir } from '../../testing/app-kit';
import { largeSeed, type LargeSeed } from '../../testing/large-seed';
import { seedWith } from '../../testing/seed-kit';
import { waitFor } from '../../testing/wait-kit';

jest.setTimeout(300_000);

// A real process on a seed of 200 offices and 3,000 posts and no content database yet: it answers
// while it imports, says so, and serves the content once the import is in.
describe('content-api importing its seed', () => {
  let seed: LargeSeed;
  let dir: string;
  let service: ServiceProcess | undefined;

  beforeAll(() => {
    seed = largeSeed(200, 3_000);
  });
  beforeEach(() => {
    dir = tempDir('content-api-importing-');
  });
  afterEach(async () => {
    service?.child.kill('SIGTERM');
    await service?.exited;
    service = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const env = (seedDir: string) => ({
    CONTENT_API_DB: path.join(dir, 'leads.db'),
    CONTENT_API_CONTENT_DB: path.join(dir, 'content.db'),
    CONTENT_API_SEED_DIR: seedDir,
    CONTENT_API_MEDIA_DIR: FIXTURE_MEDIA,
    CONTENT_API_PUBLIC_URL: 'http://localhost:4000',
  });

  it('is alive at once, says on /readyz how far the import is, answers content 503 until ready, then serves', async () => {
    service = await startServiceProcess(env(seed.dir), { importing: true });
    const { baseUrl, opsUrl } = service;
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);

    const readiness = await fetch(`${opsUrl}/readyz`);
    expect(readiness.status).toBe(503);
    const importing = (await readiness.json()) as { ready: boolean; checks: Record<string, string>; import: Record<string, unknown> };
    expect(importing).toMatchObject({ ready: false, checks: { content: expect.stringMatching(/^importing the seed/), leads: 'ok' } });
    expect(importing.import).toMatchObject({ state: 'importing', phase: expect.stringMatching(/^(reading|writing)$/) });

    const page = await fetch(`${baseUrl}/api/page?path=home`);
    if (page.status === 503) {
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.json()).toMatchObject({ error: 'content_importing', message: expect.stringMatching(/being imported/) });
    }

    await waitFor(async () => (await fetch(`${opsUrl}/readyz`)).status === 200, 'readiness after the import', 240_000);
    expect(await (await fetch(`${opsUrl}/readyz`)).json()).toEqual({ ready: true, checks: { content: 'ok', leads: 'ok' } });
    const posts = await fetch(`${baseUrl}/api/search?filters=type=BlogPost&resultsPerPage=1`);
    expect(posts.status).toBe(200);
    expect(((await posts.json()) as { totalResults: number }).totalResults).toBe(seed.manifest.posts);
    expect(service.output()).toContain('seed imported into the content database');
  });

  it('stops with the broken file named when the import fails, leaving no half-written database', async () => {
    const seedDir = seedWith({ broken: 'not a page' });
    try {
      service = await startServiceProcess(env(seedDir), { importing: true });
      expect(await service.exited).toEqual({ code: 1, signal: null });
      expect(service.output()).toMatch(/broken\.json must hold one object keyed by its schema/);
      expect(fs.readdirSync(dir).filter((file) => file.startsWith('content.db'))).toEqual([]);
    } finally {
      fs.rmSync(seedDir, { recursive: true, force: true });
    }
  });
});
