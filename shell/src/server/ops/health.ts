import type { ServerResponse } from 'node:http';
import { getRuntimeConfig, REMOTE_NAMES, type RemoteName } from '@handyman/platform';

// /healthz: the process answers (a restart is the cure otherwise). /readyz: it can serve pages now,
// so a load balancer sends it traffic: config.json usable, every remote's manifest read, content-api
// answering its /healthz, and not shutting down. A 503 names each reason as JSON.

export interface ReadinessSources {
  configProblem: () => string | undefined;
  /** The remotes whose manifest has been read. */
  remoteKnown: (remote: RemoteName) => boolean;
  draining: () => boolean;
  fetchImpl?: typeof fetch;
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));

export function answerHealth(response: ServerResponse): void {
  json(response, 200, { status: 'ok' });
}

async function contentApiProblem(fetchImpl: typeof fetch): Promise<string | undefined> {
  const base = getRuntimeConfig().contentApiBaseUrl.replace(/\/*$/, '/');
  try {
    const answer = await fetchImpl(`${base}healthz`, { signal: AbortSignal.timeout(1500) });
    return answer.ok ? undefined : `content-api answered ${answer.status}`;
  } catch (error) {
    return `content-api is unreachable (${error instanceof Error ? error.message : String(error)})`;
  }
}

export async function readinessProblems({ configProblem, remoteKnown, draining, fetchImpl = fetch }: ReadinessSources): Promise<string[]> {
  if (draining()) return ['shutting down'];
  const config = configProblem();
  if (config) return [`config.json: ${config}`];
  const remotes = REMOTE_NAMES.filter((remote) => !remoteKnown(remote)).map((remote) => `the ${remote} manifest has not been read`);
  const api = await contentApiProblem(fetchImpl);
  return [...remotes, ...(api ? [api] : [])];
}

export async function answerReadiness(response: ServerResponse, sources: ReadinessSources): Promise<void> {
  const problems = await readinessProblems(sources);
  if (problems.length === 0) json(response, 200, { status: 'ready' });
  else json(response, 503, { status: 'not ready', problems });
}
