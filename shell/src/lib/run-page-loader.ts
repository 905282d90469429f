import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import {
  NotFoundError,
  isPageRedirect,
  loadPage,
  loadResource,
  safeSitePath,
  type LoadedPage,
  type LoaderArgs,
  type ResourceStore,
} from '@handyman/platform';
import { loadSanitizer } from '@handyman/platform/ui';

/** A page's loader: the contract's, for a remote's route and the shell's own pages alike. */
export type PageLoader<D> = (args: LoaderArgs) => Promise<LoadedPage<D>>;

/**
 * Runs a page's loader for the router with the render's content cache (the server render's own, or
 * the browser's); a PageRedirect becomes the router's permanent redirect (site paths only).
 */
export async function runPageLoader<D>(
  loader: PageLoader<D>,
  { request, params }: LoaderFunctionArgs,
  store: ResourceStore,
): Promise<LoadedPage<D>> {
  // The page about to render may hold content markup: the sanitiser comes beside its data (a
  // server has it from the start; a page that hydrated from the server's HTML did not need it).
  const sanitizer = loadSanitizer().catch(() => undefined);
  try {
    const page = await loader({
      params,
      url: new URL(request.url),
      signal: request.signal,
      page: (sitePath) => loadPage(sitePath, store),
      load: (key, fetch) => loadResource(key, fetch, { store }),
    });
    await sanitizer;
    return page;
  } catch (error) {
    if (!isPageRedirect(error)) throw error;
    const location = safeSitePath(error.location);
    // A redirect off the site (content can name one) leads nowhere: not found.
    if (!location) throw new NotFoundError(`Refused redirect to ${error.location.slice(0, 200)}`);
    throw redirect(location, 301);
  }
}
