import { parseRuntimeConfig, type RuntimeConfig } from '@handyman/shared';
// eslint-disable-next-line no-restricted-imports -- the repository's table of local ports, not another entry of this package
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
