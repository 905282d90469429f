import { findPostgresBin, startTestPostgres, type TestPostgres } from './postgres-server';

export type { TestPostgres } from './postgres-server';

const BIN = findPostgresBin();

/**
 * A describe block that needs a real PostgreSQL server (one per block, started before and removed
 * after). Without the binaries it fails under CI (which installs them) and is skipped otherwise.
 */
export function describeWithPostgres(name: string, body: (server: () => TestPostgres) => void): void {
  if (BIN === undefined) {
    const reason = 'PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql, or set PG_BIN)';
    if (process.env.CI) {
      describe(name, () => {
        it('needs PostgreSQL', () => {
          throw new Error(reason);
        });
      });
    } else {
      console.warn(`Skipping "${name}": ${reason}`);
      describe.skip(name, () => body(() => undefined as never));
    }
    return;
  }
  describe(name, () => {
    let server: TestPostgres | undefined;
    beforeAll(async () => {
      server = await startTestPostgres(BIN);
    }, 60_000);
    afterAll(async () => {
      await server?.destroy();
    }, 30_000);
    body(() => {
      if (!server) throw new Error('the test PostgreSQL server did not start');
      return server;
    });
  });
}
