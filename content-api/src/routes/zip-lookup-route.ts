import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { badRequest } from '../http/api-error';
import { queryOf, requiredParam } from '../http/query';
import { sendJsonText } from '../http/send-json';
import { zip5Of } from '../zip/zip-centroids';

/** GET /external-services/zip-code-lookup?zipCode=Z: offices nearest to farthest from the ZIP. */
export function registerZipLookupRoute(app: FastifyInstance, content: ContentStore): void {
  app.get('/external-services/zip-code-lookup', async (request, reply) => {
    const raw = requiredParam(queryOf(request.query), 'zipCode', 20);
    const zip5 = zip5Of(raw);
    if (zip5 === undefined) {
      throw badRequest(`zipCode must be a 5-digit ZIP code or ZIP+4 (12345 or 12345-6789); got "${raw}".`);
    }
    return sendJsonText(reply, content.nearest.answerJson(zip5));
  });
}
