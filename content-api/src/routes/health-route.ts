import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import type { ImportStatus } from '../content/db/importing-content-store';
import type { LeadStore } from '../leads/lead-store';

/** A check that has not answered by then counts as failed: a hung database is not ready. */
export const READY_CHECK_TIMEOUT_MS = 2000;

export interface ReadinessDeps {
  content: Pick<ContentStore, 'check'>;
  leads: Pick<LeadStore, 'checkWritable'>;
}

async function outcome(check: () => Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`)), READY_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    // Not instanceof Error: errors made by other realms (node:sqlite's under jest) are errors too.
    const message = (error as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /healthz: the process is up and answering (restart it when this fails); on both listeners. */
export function registerHealthRoute(app: FastifyInstance): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { ok: true };
  });
}

export interface OperationsDeps extends ReadinessDeps {
  /** The Prometheus text of the service's metrics. */
  metrics: () => Promise<{ contentType: string; body: string }>;
  /** The seed import's state while one runs (content is not served until it is in). */
  importStatus?: () => ImportStatus | undefined;
  /** The service's log, for a failed readiness check. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The operations listener (CONTENT_API_OPS_PORT, on loopback by default): GET /healthz, GET
 * /readyz (it can do its work: the content database answers a query and the lead store takes
 * writes; 503 with the failing check's reason otherwise, and while the seed is imported the
 * import's progress under `import`) and GET /metrics. Neither of the last two
 * answers on the public port: they say how the service and its lead store are doing.
 */
export function createOperationsApp(deps: OperationsDeps): FastifyInstance {
  const ops = Fastify({ logger: false });
  registerHealthRoute(ops);
  ops.get('/readyz', async (_request, reply) => {
    const checks = {
      content: await outcome(async () => deps.content.check()),
      leads: await outcome(() => deps.leads.checkWritable()),
    };
    const ready = Object.values(checks).every((result) => result === 'ok');
    const importing = deps.importStatus?.();
    // An import under way is expected: polled every few seconds, it is not a warning each time.
    if (!ready && importing?.state !== 'importing') deps.log.warn({ checks }, 'not ready');
    reply.header('Cache-Control', 'no-store').code(ready ? 200 : 503);
    return importing === undefined ? { ready, checks } : { ready, checks, import: importing };
  });
  ops.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await deps.metrics();
    reply.header('Cache-Control', 'no-store').type(contentType);
    return body;
  });
  return ops;
}
