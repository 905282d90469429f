import { getPage, type LoaderArgs } from '@handyman/platform/base';

/**
 * A loader's arguments as the shell gives them, for an address and its pattern's parameters: its
 * content calls go to the (mocked) content service, each key loaded afresh.
 */
export function loaderArgs(address: string, params: LoaderArgs['params'] = {}): LoaderArgs {
  return {
    params,
    url: new URL(address, 'http://localhost'),
    signal: new AbortController().signal,
    page: (sitePath) => getPage(sitePath),
    load: (_key, fetch) => fetch(),
  };
}
