import type { FastifyInstance } from 'fastify';
import { optionalParam, queryOf, requiredParam } from '../http/query';

// The seed's stand-in tags (media Scripts/*-tag.js: strictly necessary, analytics, advertising,
// and an office's own) each ask this address when they run, so whoever watches the service (a
// browser test, the access log) can tell which tags ran on which page. It keeps nothing.

/** A transparent 1x1 GIF: the tags ask for it as an image, which the site's policy allows from here. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** GET /tags/trace?tag=<name>&page=<path>: the pixel, never cached, so every run of a tag is a request. */
export function registerTagTraceRoute(app: FastifyInstance): void {
  app.get('/tags/trace', async (request, reply) => {
    const query = queryOf(request.query);
    requiredParam(query, 'tag', 64);
    optionalParam(query, 'page', 2000);
    return reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });
}
