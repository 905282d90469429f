import { NotFoundError, toContentPath, type LoaderArgs, type PageEnvelope } from '@handyman/platform/base';
import { envelope } from '@handyman/testing';

export interface TestLoaderArgs extends LoaderArgs {
  /** The content paths the loader asked for, in order. */
  asked: string[];
}

/**
 * A loader's arguments in a test: the address, its route parameters, and content calls answered
 * from a table of page results by content path. A path not in the table is not found (as
 * content-api's empty answer is); an Error in it is what the call fails with.
 */
export function loaderArgs(url: string, pages: Record<string, unknown> = {}, params: Record<string, string> = {}): TestLoaderArgs {
  const asked: string[] = [];
  return {
    params,
    url: new URL(url, 'http://site.test'),
    signal: new AbortController().signal,
    asked,
    async page(sitePath) {
      const path = toContentPath(sitePath);
      asked.push(path);
      const answer = pages[path];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new NotFoundError(`No content at "${path}"`);
      return envelope([answer], { path }) as PageEnvelope;
    },
    load: (_key, fetch) => fetch(),
  };
}
