import { parseRuntimeConfig, type RuntimeConfig } from '@handyman/platform';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's one table of local ports
import ports from '../../../ports.json';

const local = (port: number) => `http://localhost:${port}`;

/**
 * Runtime config for a remote's dev harness: content-api on its default local port unless the page
 * address says otherwise (?api=http://host:port). Remotes are not loaded in the harness.
 */
export function devRuntimeConfig(search: string): RuntimeConfig {
  const api = (new URLSearchParams(search).get('api') ?? local(ports.contentApi.port)).replace(/\/+$/, '');
  return parseRuntimeConfig({
    remotes: {
      franchise: `${local(ports.franchise.port)}/mf-manifest.json`,
      blog: `${local(ports.blog.port)}/mf-manifest.json`,
      catalog: `${local(ports.catalog.port)}/mf-manifest.json`,
    },
    contentApiBaseUrl: api,
    subscriptionKey: 'local-dev-key',
    mediaHost: `${api}/media/`,
    schedulingUrl: `${api}/scheduling`,
  });
}
