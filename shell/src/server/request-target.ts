// The one place a request's target becomes a URL. The request's Host header and the host of an
// absolute-form target are never read: the URL's origin is the site's configured public URL, so
// nothing a client sends can end up in a canonical link, a sitemap or a redirect.

/** Longest request target answered; a longer one gets 414 (no page address is near it). */
export const MAX_REQUEST_TARGET = 4096;

export interface RequestProblem {
  status: 400 | 414;
  message: string;
}

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\//i;
// Any origin will do to read a path and query: it is replaced by the public URL below.
const PLACEHOLDER = 'http://request.invalid';

/** The request's address on the public site, or why it cannot be one. */
export function parseRequestTarget(target: string | undefined, publicUrl: string): URL | RequestProblem {
  if (!target) return { status: 400, message: 'Bad request: no request target.' };
  if (target.length > MAX_REQUEST_TARGET) return { status: 414, message: 'URI too long.' };
  let parsed: URL;
  try {
    if (ABSOLUTE_FORM.test(target)) parsed = new URL(target);
    else if (target.startsWith('/')) parsed = new URL(`${PLACEHOLDER}${target}`);
    else return { status: 400, message: 'Bad request: the request target must be a path.' };
  } catch {
    return { status: 400, message: 'Bad request: the request target is not a valid URL.' };
  }
  // Setting the path keeps "//host/x" a path: resolving it against a base would make it a host.
  const url = new URL(publicUrl);
  url.pathname = parsed.pathname;
  url.search = parsed.search;
  return url;
}

export function isRequestProblem(value: URL | RequestProblem): value is RequestProblem {
  return !(value instanceof URL);
}
