import type { FastifyInstance } from 'fastify';

/** GET /healthz: the process is up and answering. */
export function registerHealthRoute(app: FastifyInstance): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { ok: true };
  });
}
