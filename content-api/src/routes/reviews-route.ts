import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { badRequest, notFound } from '../http/api-error';
import { queryOf, requiredParam } from '../http/query';
import { sendCachedJson } from '../http/send-json';

const PLACE_ID = /^[A-Za-z0-9_-]+$/;

/** GET /api/reviews?placeId=ID: the office's reviews (`ReviewsResponse`). */
export function registerReviewsRoute(app: FastifyInstance, content: ContentStore): void {
  app.get('/api/reviews', async (request, reply) => {
    const placeId = requiredParam(queryOf(request.query), 'placeId', 200);
    if (!PLACE_ID.test(placeId)) throw badRequest('Query parameter "placeId" may hold only letters, digits, "-" and "_".');
    const reviews = content.reviews(placeId);
    if (reviews === undefined) throw notFound(`No reviews for place "${placeId}".`);
    return sendCachedJson(request, reply, reviews);
  });
}
