import pg from 'pg';

const INT8_OID = 20;

export interface PoolLog {
  warn(details: object, message: string): void;
}

/**
 * A connection pool for the lead store. Connections that break are dropped and new ones made on
 * the next query, so the service recovers by itself when the database comes back; a connection
 * attempt or a query that hangs gives up instead of holding an intake request open.
 */
export function createLeadPool(connectionString: string, log: PoolLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 15_000,
    keepAlive: true,
    application_name: 'content-api',
    // Times and counts are BIGINT; milliseconds and row counts fit a JavaScript number exactly.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // Without these listeners a connection the server closes (restart, failover, terminated backend)
  // would crash the process; the pool already discards that connection.
  pool.on('error', (error) => log.warn({ err: error }, 'lead database connection lost'));
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Runs `work` in one transaction; any failure discards the connection, which rolls the transaction back. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    client.release(true);
    throw error;
  }
}
