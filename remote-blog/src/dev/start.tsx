import { startDevHarness } from '@handyman/dev-harness';
import * as module from '../routes';

startDevHarness({
  remote: 'blog',
  module,
  samples: [
    '/blog',
    '/blog/page/2',
    '/blog/category/homemaintenance',
    '/blog/author/marcusbell',
    '/blog/year/2024',
    '/blog/search/deck',
    '/offices/summerlin/blog',
    '/offices/summerlin/blog/page/2',
  ],
});
