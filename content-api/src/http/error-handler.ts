import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

// Fastify's own client errors (body parsing, size, media type) mapped to our { error, message } codes.
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
};

const FRIENDLY_MESSAGES: Record<string, string> = {
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'Send the body as application/json.',
  invalid_json: 'The request body is not valid JSON.',
};

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** One place that shapes every error answer, so nothing the client sends leaks a stack or HTML page. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    }
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'internal_error', message: 'Something went wrong on our side. Please try again later.' });
    }
    const fastifyCode = String((error as { code?: unknown }).code ?? '');
    const code = FASTIFY_CODES[fastifyCode] ?? (status === 413 ? 'payload_too_large' : 'bad_request');
    const message = FRIENDLY_MESSAGES[code] ?? (error instanceof Error ? error.message : 'Bad request.');
    request.log.info({ code: fastifyCode || code, status }, 'client error');
    return reply.code(status).send({ error: code, message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}
