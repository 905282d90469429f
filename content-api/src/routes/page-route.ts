import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { notFoundEnvelope } from '../content/db/page-row';
import { MAX_PAGE_PATH_LENGTH, normalisePagePath } from '../content/page-path';
import { queryOf, requiredParam } from '../http/query';
import { sendCachedJson, sendJsonText } from '../http/send-json';

/** GET /api/page?path=P: one page in the content envelope; 404 envelope with totalResults 0 when unknown. */
export function registerPageRoute(app: FastifyInstance, content: ContentStore): void {
  app.get('/api/page', async (request, reply) => {
    const path = normalisePagePath(requiredParam(queryOf(request.query), 'path', MAX_PAGE_PATH_LENGTH));
    const entry = content.page(path);
    if (entry === undefined) return sendJsonText(reply, notFoundEnvelope(path), 404);
    return sendCachedJson(request, reply, entry);
  });
}
