import type { FastifyInstance } from 'fastify';
import { parseBlogFilter } from '../content/blog-filter';
import type { ContentStore } from '../content/content-store';
import { envelopeJson } from '../content/envelope';
import { parseSort, parseSummaryFields } from '../content/list-query';
import { paging } from '../http/paging';
import { optionalParam, queryOf } from '../http/query';
import { sendJsonText } from '../http/send-json';

/**
 * GET /api/blogindex?categoryName=C | author=A | startDate=Y-01-01&endDate=Y-12-31, &page=N: newest
 * first unless `sort` says otherwise; `fields=summary` leaves out the bodies.
 */
export function registerBlogIndexRoute(app: FastifyInstance, content: ContentStore): void {
  app.get('/api/blogindex', async (request, reply) => {
    const query = queryOf(request.query);
    const filter = parseBlogFilter(query);
    const sort = parseSort(optionalParam(query, 'sort', 100));
    const summary = parseSummaryFields(optionalParam(query, 'fields', 20));
    const requested = paging(query);
    const { items, total } = content.blogIndex(filter, { ...requested, sort, summary });
    return sendJsonText(reply, envelopeJson({ path: request.url, items, totalResults: total, ...requested }));
  });
}
