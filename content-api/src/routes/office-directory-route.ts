import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content/content-store';
import { badRequest } from '../http/api-error';
import { optionalParam, queryOf } from '../http/query';
import { sendCachedJson } from '../http/send-json';
import { staticJson, type StaticJson } from '../content/static-json';
import { directoryOf, statesOf } from '../offices/office-listings';

function stateParam(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!/^[a-z]{2}$/i.test(raw.trim()))
    throw badRequest(`Query parameter "state" must be a two-letter state abbreviation, e.g. NV; got "${raw}".`);
  return raw.trim().toUpperCase();
}

/**
 * GET /localoffice/directory (optionally ?state=NV): the office list without ZIP territories;
 * GET /localoffice/states: states that have offices. Offices only change on restart, so each answer is built once.
 */
export function registerOfficeDirectoryRoutes(app: FastifyInstance, content: ContentStore): void {
  const directories = new Map<string, StaticJson>();
  let states: StaticJson | undefined;
  app.get('/localoffice/directory', async (request, reply) => {
    const state = stateParam(optionalParam(queryOf(request.query), 'state', 20));
    const key = state ?? '*';
    let answer = directories.get(key);
    if (answer === undefined) {
      answer = staticJson(directoryOf(content.offices, state));
      // Unknown states are not remembered, so a flood of made-up ones cannot grow the map.
      if (state === undefined || answer.body !== '[]') directories.set(key, answer);
    }
    return sendCachedJson(request, reply, answer);
  });
  app.get('/localoffice/states', async (request, reply) => {
    states ??= staticJson(statesOf(content.offices));
    return sendCachedJson(request, reply, states);
  });
}
