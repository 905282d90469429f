import { startDevHarness } from '@handyman/shared/dev';
import { pages } from '../routes';

startDevHarness({ remote: 'blog', pages, samples: ['/blog', '/blog/page/2', '/blog/category/home-maintenance', '/offices/summerlin/blog'] });
