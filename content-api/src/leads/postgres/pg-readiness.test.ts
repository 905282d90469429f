import pg from 'pg';
import { describeWithPostgres, type TestPostgres } from '../../testing/postgres-kit';
import { waitFor } from '../../testing/wait-kit';
import { PgLeadStore } from './pg-lead-store';
import { createLeadPool } from './pool';

const silent = { warn: () => undefined };

describeWithPostgres('PostgreSQL lead store readiness', (server: () => TestPostgres) => {
  it('says it cannot take writes once the database is read-only, and why; stats still answer', async () => {
    const url = await server().createDatabase();
    const store = new PgLeadStore(createLeadPool(url, silent));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await expect(store.checkWritable()).resolves.toBeUndefined();
      const name = new URL(url).pathname.slice(1);
      await admin.query(`ALTER DATABASE "${name}" SET default_transaction_read_only = on`);
      await admin.end();
      // New sessions read the setting: drop the ones the pool holds, as a failover to a standby would.
      await server().terminateConnections(url);
      // The first query may still meet a connection the pool has not yet seen die.
      const reason = async (): Promise<string> =>
        store.checkWritable().then(
          () => 'writable',
          (error: Error) => error.message,
        );
      await waitFor(async () => (await reason()) !== 'terminating connection due to administrator command', 'a fresh connection');
      expect(await reason()).toBe('the lead database is read-only');
      expect(await store.outboxStats()).toMatchObject({ pending: 0 });
    } finally {
      await admin.end().catch(() => undefined);
      await store.close();
    }
  });
});
