import { NotFoundError, type LoaderArgs, type PageEnvelope } from '@handyman/platform';
import { envelope } from '@handyman/testing';

// Loader arguments for the shell pages' loader tests: content calls answer from given pages.

/** Arguments at an address whose `page` answers from these pages (by content path) and `load` from these keys. */
export function loaderArgs(
  url: string,
  pages: Record<string, unknown>,
  { loads = {}, params = {} }: { loads?: Record<string, unknown>; params?: Record<string, string> } = {},
): LoaderArgs & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    params,
    url: new URL(url, 'http://site'),
    signal: new AbortController().signal,
    page: async (sitePath) => {
      const path = sitePath.replace(/^\/+/, '');
      asked.push(path);
      const page = pages[path];
      if (!page) throw new NotFoundError(`No content at ${path}`);
      return envelope([page], { path }) as PageEnvelope;
    },
    load: async <T>(key: string) => {
      if (!(key in loads)) throw new Error(`Unavailable: ${key}`);
      return loads[key] as T;
    },
  };
}
