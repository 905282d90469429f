import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** Seed images at /media/<path>, cached for a day and revalidated by ETag. */
export function registerMediaRoutes(app: FastifyInstance, mediaDir: string): void {
  if (!fs.existsSync(mediaDir)) {
    app.log.warn({ mediaDir }, 'media folder not found; /media/ answers 404 until it exists and the service restarts');
    app.get('/media/*', async (request) => {
      throw notFound(`No media file ${request.url.split('?')[0]}.`);
    });
    return;
  }
  app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    index: false,
    list: false,
    serveDotFiles: false,
    decorateReply: false,
    maxAge: ONE_DAY_MS,
    setHeaders(res, filePath) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // An SVG opened directly must not run script; as an <img> it never does.
      if (filePath.endsWith('.svg')) res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });
}
