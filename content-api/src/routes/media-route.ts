import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../http/api-error';
import { queryOf } from '../http/query';
import { asksForProcessing, readImageParams } from '../images/image-params';
import type { ImageService } from '../images/image-service';
import { QueueFullError } from '../images/work-queue';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** How long a client should wait before asking a busy image service again. */
export const IMAGE_RETRY_AFTER_S = 2;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * /media/<path>: the stored file as it is (a day of caching, revalidated by ETag), or, with image
 * parameters, the image service's picture of it (kept a year: a result never changes, since a
 * changed source is a new result).
 */
export function registerMediaRoutes(app: FastifyInstance, images: ImageService): void {
  const { mediaDir } = images.options;
  if (!fs.existsSync(mediaDir)) {
    app.log.warn({ mediaDir }, 'media folder not found; /media/ answers 404 until it exists and the service restarts');
  }
  app.register(fastifyStatic, {
    root: mediaDir,
    serve: false,
    index: false,
    list: false,
    serveDotFiles: false,
    maxAge: ONE_DAY_MS,
    setHeaders(res, filePath) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // An SVG opened directly must not run script; as an <img> it never does.
      if (filePath.endsWith('.svg')) res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });

  app.get('/media/*', async (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    const query = queryOf(request.query);
    try {
      // A file the service does not resize (a script, a document) is answered as stored whatever
      // its query says: a tag's own parameters (?tag=...) are its business, not the image service's.
      if (!images.resizable(relative) || !asksForProcessing(query)) return await sendOriginal(reply, images, relative);
      const params = readImageParams(query);
      const answer = await images.render(relative, params, request.headers.accept);
      reply.header('Cache-Control', `public, max-age=${ONE_YEAR_S}, immutable`);
      reply.header('ETag', answer.etag);
      reply.header('X-Content-Type-Options', 'nosniff');
      if (answer.negotiated) reply.header('Vary', 'Accept');
      if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      reply.header('Content-Type', answer.contentType);
      reply.header('Content-Length', answer.size);
      return reply.send(fs.createReadStream(answer.file));
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      reply.header('Retry-After', String(IMAGE_RETRY_AFTER_S));
      throw new ApiError(503, 'busy', 'The image service is busy; try again shortly.');
    }
  });
}

async function sendOriginal(reply: FastifyReply, images: ImageService, relative: string): Promise<FastifyReply> {
  const found = await images.original(relative);
  return reply.sendFile(found.relative, found.root);
}
