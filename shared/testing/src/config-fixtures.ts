import type { RuntimeConfig } from '@handyman/platform';

export const TEST_CONFIG: RuntimeConfig = {
  remotes: {
    franchise: 'http://remotes.test/franchise/mf-manifest.json',
    blog: 'http://remotes.test/blog/mf-manifest.json',
    catalog: 'http://remotes.test/catalog/mf-manifest.json',
  },
  contentApiBaseUrl: 'http://api.test',
  subscriptionKey: 'test-key',
  mediaHost: 'http://media.test/media/',
  schedulingUrl: 'http://schedule.test/book',
};
