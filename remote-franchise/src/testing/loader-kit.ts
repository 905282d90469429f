// Loader arguments for unit tests: the content calls answer from the given pages (by site path)
// and keyed loads, with no fetch or cache in between.
import { NotFoundError, type LoaderArgs, type PageEnvelope } from '@handyman/platform/base';
import { envelope } from '@handyman/testing';

export function contentArgs(
  url: string,
  params: Record<string, string>,
  pages: Record<string, unknown>,
  loads: Record<string, unknown> = {},
): LoaderArgs {
  return {
    params,
    url: new URL(url, 'http://site'),
    signal: new AbortController().signal,
    page: async (sitePath) => {
      const page = pages[sitePath];
      if (!page) throw new NotFoundError(`No content at ${sitePath}`);
      return envelope([page], { path: sitePath }) as PageEnvelope;
    },
    load: async <T>(key: string) => {
      if (!(key in loads)) throw new Error(`Unavailable: ${key}`);
      return loads[key] as T;
    },
  };
}
