// A fake content service holding the Summerlin office and pages of it.
import type { FranchiseHomePage } from '@handyman/contracts';
import { envelope, jsonResponse, mockFetch, type FetchRoutes } from '@handyman/testing';
import { summerlin } from './office-fixtures';

/** content-api with this office at offices/summerlin (and nothing else). */
export function serveHome(home: FranchiseHomePage = summerlin()) {
  return serveOffice({}, home);
}

/** content-api with this office at offices/summerlin and the given pages of it (by content path), plus other calls. */
export function serveOffice(pages: Record<string, unknown>, home: FranchiseHomePage = summerlin(), routes: FetchRoutes = {}) {
  const all: Record<string, unknown> = { 'offices/summerlin': { FranchiseHomePage: home }, ...pages };
  return mockFetch({
    ...routes,
    'GET /api/page': (request: Request) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      const page = all[path];
      return page ? jsonResponse(envelope([page], { path })) : jsonResponse(envelope([], { path }), 404);
    },
  });
}
