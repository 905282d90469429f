import { parseRuntimeConfig, type RuntimeConfig } from '@handyman/shared';

/**
 * Runtime config for a remote's dev harness: content-api on localhost:4000 unless the page address
 * says otherwise (?api=http://host:port). Remotes are not loaded in the harness.
 */
export function devRuntimeConfig(search: string): RuntimeConfig {
  const api = (new URLSearchParams(search).get('api') ?? 'http://localhost:4000').replace(/\/+$/, '');
  return parseRuntimeConfig({
    remotes: { franchise: 'http://localhost:3001/mf-manifest.json', blog: 'http://localhost:3002/mf-manifest.json', catalog: 'http://localhost:3003/mf-manifest.json' },
    contentApiBaseUrl: api,
    subscriptionKey: 'local-dev-key',
    mediaHost: `${api}/media/`,
    schedulingUrl: `${api}/scheduling`,
  });
}
