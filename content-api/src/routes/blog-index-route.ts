import type { FastifyInstance } from 'fastify';
import { matchesBlogFilter, parseBlogFilter } from '../content/blog-filter';
import type { ContentStore } from '../content/content-store';
import { listPageJson } from '../content/envelope';
import { DEFAULT_SORT, listDocs } from '../content/list-query';
import { paging } from '../http/paging';
import { queryOf } from '../http/query';
import { sendJsonText } from '../http/send-json';

/** GET /api/blogindex?categoryName=C | author=A | startDate=Y-01-01&endDate=Y-12-31, &page=N: newest first. */
export function registerBlogIndexRoute(app: FastifyInstance, content: ContentStore): void {
  app.get('/api/blogindex', async (request, reply) => {
    const query = queryOf(request.query);
    const filter = parseBlogFilter(query);
    const requested = paging(query);
    const docs = listDocs(content.catalog, 'BlogPost', { sort: DEFAULT_SORT, where: matchesBlogFilter(filter) });
    return sendJsonText(reply, listPageJson(request.url, docs, requested));
  });
}
