import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { sendCachedJson } from '../http/send-json';

/** GET /localoffice/orderby/state: every office (`LocalOffice[]`), by state name then office name. */
export function registerLocalOfficesRoute(app: FastifyInstance, content: ContentStore): void {
  app.get('/localoffice/orderby/state', async (request, reply) => sendCachedJson(request, reply, content.officeList()));
}
