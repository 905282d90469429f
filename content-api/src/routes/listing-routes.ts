import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { envelopeJson } from '../content/envelope';
import { MAX_PAGE_PATH_LENGTH, pathPrefixParam } from '../content/page-path';
import { MAX_PAGE_NUMBER } from '../http/paging';
import { intParam, optionalParam, queryOf } from '../http/query';
import { sendCachedJson, sendJsonText } from '../http/send-json';

export const PATH_INDEX_MAX_PER_PAGE = 10_000;
export const PATH_INDEX_DEFAULT_PER_PAGE = 1_000;

/**
 * GET /api/pathindex?prefix=P&page=N&resultsPerPage=K: paths, schemas and last changes of the pages
 * under a prefix, by path, without bodies. GET /api/blogfacets: the blog's years, categories and authors.
 */
export function registerListingRoutes(app: FastifyInstance, content: ContentStore): void {
  app.get('/api/pathindex', async (request, reply) => {
    const query = queryOf(request.query);
    const prefix = pathPrefixParam(optionalParam(query, 'prefix', MAX_PAGE_PATH_LENGTH));
    const page = intParam(query, 'page', { min: 1, max: MAX_PAGE_NUMBER, fallback: 1 });
    const resultsPerPage = intParam(query, 'resultsPerPage', {
      min: 1,
      max: PATH_INDEX_MAX_PER_PAGE,
      fallback: PATH_INDEX_DEFAULT_PER_PAGE,
    });
    const { entries, total } = content.listPaths(prefix, { page, resultsPerPage });
    const items = entries.map((entry) => JSON.stringify(entry));
    return sendJsonText(reply, envelopeJson({ path: request.url, items, totalResults: total, page, resultsPerPage }));
  });
  app.get('/api/blogfacets', async (request, reply) => sendCachedJson(request, reply, content.blogFacets()));
}
