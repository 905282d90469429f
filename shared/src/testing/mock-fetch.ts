/** A fake content service: answers fetch calls by "METHOD /path" (query ignored) or a function. */
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
    if (answer === undefined) return jsonResponse({ path: url.pathname, results: [], totalResults: 0, page: 1, totalPages: 0, resultsPerPage: 10 }, 404);
    if (typeof answer === 'function') return (answer as (request: Request) => Response | Promise<Response>)(request);
    return jsonResponse(answer);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** A content envelope (GET api/page, api/search, ...) holding the given results. */
export function envelope<T>(results: T[], { path = 'test', page = 1, totalPages = results.length > 0 ? 1 : 0 } = {}) {
  return { path, results, totalResults: results.length, page, totalPages, resultsPerPage: 10 };
}
