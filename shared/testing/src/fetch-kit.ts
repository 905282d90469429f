// A fake content service for tests: fetch answered from a table of routes, and what was asked of it.
import { envelope } from './cms-fixtures';

/** Answers by "METHOD /path" (query ignored): a body to send as JSON, or a function of the request. */
export type FetchRoutes = Record<string, unknown | ((request: Request) => Response | Promise<Response>)>;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** Installs a fetch that answers from routes; unknown routes get a 404 envelope. Returns the mock. */
export function mockFetch(routes: FetchRoutes): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const answer = routes[`${request.method} ${url.pathname}`];
    if (answer === undefined) return jsonResponse(envelope([], { path: url.pathname }), 404);
    if (typeof answer === 'function') return (answer as (request: Request) => Response | Promise<Response>)(request);
    return jsonResponse(answer);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** Answers api/page by its path parameter from a table of envelopes; other paths get a 404 envelope. */
export function pagesByPath(pages: Record<string, unknown>) {
  return (request: Request) => {
    const page = pages[new URL(request.url).searchParams.get('path') ?? ''];
    return page === undefined ? jsonResponse(envelope([]), 404) : jsonResponse(page);
  };
}

/** The queries of every fetch to a path, in order (lists and sidebars share api/search). */
export function queriesOf(mock: jest.Mock, pathname: string): Record<string, string>[] {
  return mock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
}
