import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { envelopeJson } from '../content/envelope';
import { parseSort, parseSummaryFields, parseTypeFilter } from '../content/list-query';
import { paging } from '../http/paging';
import { optionalParam, queryOf } from '../http/query';
import { sendJsonText } from '../http/send-json';

export const MAX_QUERY_LENGTH = 200;

/** GET /api/search?filters=type=BlogPost&query=Q&sort=DatePublished=dec|relevance&page=N&resultsPerPage=K&fields=summary */
export function registerSearchRoute(app: FastifyInstance, content: ContentStore): void {
  app.get('/api/search', async (request, reply) => {
    const query = queryOf(request.query);
    const schema = parseTypeFilter(content, optionalParam(query, 'filters', 200));
    const sort = parseSort(optionalParam(query, 'sort', 100), { relevance: true });
    const text = optionalParam(query, 'query', MAX_QUERY_LENGTH);
    const summary = parseSummaryFields(optionalParam(query, 'fields', 20));
    const requested = paging(query);
    const { items, total } = content.search(schema, text, { ...requested, sort, summary });
    return sendJsonText(reply, envelopeJson({ path: request.url, items, totalResults: total, ...requested }));
  });
}
