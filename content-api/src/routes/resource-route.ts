import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { badRequest, notFound } from '../http/api-error';
import { sendCachedJson } from '../http/send-json';

const RESOURCE_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** GET /api/<resource>: a seed resource such as x31 (global site settings). */
export function registerResourceRoute(app: FastifyInstance, content: ContentStore): void {
  app.get<{ Params: { resource: string } }>('/api/:resource', async (request, reply) => {
    const name = request.params.resource;
    if (!RESOURCE_NAME.test(name)) throw badRequest(`"${name.slice(0, 64)}" is not a resource name.`);
    const resource = content.resource(name.toLowerCase());
    if (resource === undefined) throw notFound(`No content resource named "${name}".`);
    return sendCachedJson(request, reply, resource);
  });
}
